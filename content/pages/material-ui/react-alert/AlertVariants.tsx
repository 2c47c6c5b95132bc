import Alert, { type AlertProps } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

const variants: Array<NonNullable<AlertProps['variant']>> = ['standard', 'outlined', 'filled'];

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} severity="info">
          The {variant} variant of an info alert.
        </Alert>
      ))}
    </Stack>
  );
}
