import { Input, Stack } from '@mui/joy';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function InputVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      {variants.map((variant) => (
        <Input key={variant} variant={variant} placeholder={`variant="${variant}"`} slotProps={{ input: { 'aria-label': `${variant} input` } }} />
      ))}
    </Stack>
  );
}
