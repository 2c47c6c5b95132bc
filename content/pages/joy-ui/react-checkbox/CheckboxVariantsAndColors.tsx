import { Checkbox, Stack } from '@mui/joy';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CheckboxVariantsAndColors() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={3}>
        {variants.map((variant) => (
          <Checkbox key={variant} variant={variant} label={variant} defaultChecked />
        ))}
      </Stack>
      <Stack direction="row" spacing={3}>
        {colors.map((color) => (
          <Checkbox key={color} color={color} label={color} defaultChecked />
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Checkbox size="sm" label="Small" />
        <Checkbox size="md" label="Medium" />
        <Checkbox size="lg" label="Large" />
        <Checkbox disabled label="Disabled" />
      </Stack>
    </Stack>
  );
}
