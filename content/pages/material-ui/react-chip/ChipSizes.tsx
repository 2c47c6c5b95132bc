import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip label="Small" size="small" />
      <Chip label="Small outlined" size="small" variant="outlined" />
      <Chip label="Medium" />
      <Chip
        label="A label long enough to need more than one line inside a narrow chip"
        sx={{ height: 'auto', maxWidth: 200, '& .MuiChip-label': { display: 'block', whiteSpace: 'normal' } }}
      />
    </Stack>
  );
}
