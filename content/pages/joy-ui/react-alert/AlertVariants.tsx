import { Alert, Stack } from '@mui/joy';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function AlertVariants() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} color="primary">
          variant=&quot;{variant}&quot;
        </Alert>
      ))}
      {colors.map((color) => (
        <Alert key={color} variant="soft" color={color} size="sm">
          color=&quot;{color}&quot;, size=&quot;sm&quot;
        </Alert>
      ))}
    </Stack>
  );
}
