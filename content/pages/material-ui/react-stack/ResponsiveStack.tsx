import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function ResponsiveStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }}>
      {['Plan', 'Build', 'Ship'].map((step) => (
        <Paper key={step} sx={{ p: 2, flex: 1, textAlign: 'center' }}>
          {step}
        </Paper>
      ))}
    </Stack>
  );
}
