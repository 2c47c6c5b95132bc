import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={2}>
      <Paper variant="elevation" sx={{ p: 2, width: 120, height: 80 }}>
        elevation
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, width: 120, height: 80 }}>
        outlined
      </Paper>
      <Paper variant="outlined" square sx={{ p: 2, width: 120, height: 80 }}>
        outlined, square
      </Paper>
      <Paper elevation={0} square sx={{ p: 2, width: 120, height: 80, bgcolor: 'action.hover' }}>
        elevation 0, square
      </Paper>
    </Stack>
  );
}
