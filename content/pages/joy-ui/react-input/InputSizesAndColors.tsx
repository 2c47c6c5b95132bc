import { Input, Stack } from '@mui/joy';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function InputSizesAndColors() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      <Input size="sm" placeholder="Small" slotProps={{ input: { 'aria-label': 'Small input' } }} />
      <Input size="md" placeholder="Medium" slotProps={{ input: { 'aria-label': 'Medium input' } }} />
      <Input size="lg" placeholder="Large" slotProps={{ input: { 'aria-label': 'Large input' } }} />
      {colors.map((color) => (
        <Input key={color} color={color} variant="soft" placeholder={color} slotProps={{ input: { 'aria-label': `${color} input` } }} />
      ))}
    </Stack>
  );
}
