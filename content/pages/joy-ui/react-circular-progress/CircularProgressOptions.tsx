import { Button, CircularProgress, Stack } from '@mui/joy';

const sizes = ['sm', 'md', 'lg'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CircularProgressOptions() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <CircularProgress key={size} size={size} aria-label={`Loading (${size})`} />
        ))}
        {colors.map((color) => (
          <CircularProgress key={color} color={color} variant="soft" determinate value={66} aria-label={`Two thirds (${color})`} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress determinate value={42} size="lg" thickness={6} aria-label="Disk usage">
          42%
        </CircularProgress>
        <Button startDecorator={<CircularProgress variant="solid" size="sm" aria-label="Loading" />} disabled>
          Sending…
        </Button>
      </Stack>
    </Stack>
  );
}
