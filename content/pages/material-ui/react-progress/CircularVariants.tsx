import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'warning', 'inherit'] as const;

export default function CircularVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        {colors.map((color) => (
          <CircularProgress key={color} color={color} aria-label={`Loading (${color})`} />
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-label="Small spinner" />
        <CircularProgress size={40} thickness={2} aria-label="Thin spinner" />
        <CircularProgress size={56} thickness={6} aria-label="Thick spinner" />
        <CircularProgress variant="determinate" value={75} aria-label="Three quarters done" />
        <CircularProgress disableShrink aria-label="Spinner without shrinking" />
      </Stack>
    </Stack>
  );
}
