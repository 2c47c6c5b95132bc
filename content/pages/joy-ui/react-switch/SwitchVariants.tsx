import { Stack, Switch } from '@mui/joy';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SwitchVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3}>
        {variants.map((variant) => (
          <Switch key={variant} variant={variant} defaultChecked slotProps={{ input: { 'aria-label': `${variant} switch` } }} />
        ))}
      </Stack>
      <Stack direction="row" spacing={3}>
        {colors.map((color) => (
          <Switch key={color} color={color} defaultChecked slotProps={{ input: { 'aria-label': `${color} switch` } }} />
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Switch size="sm" slotProps={{ input: { 'aria-label': 'Small switch' } }} />
        <Switch size="md" slotProps={{ input: { 'aria-label': 'Medium switch' } }} />
        <Switch size="lg" slotProps={{ input: { 'aria-label': 'Large switch' } }} />
        <Switch disabled slotProps={{ input: { 'aria-label': 'Disabled switch' } }} />
      </Stack>
    </Stack>
  );
}
