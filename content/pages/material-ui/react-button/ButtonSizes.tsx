import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;
const variants = ['text', 'outlined', 'contained'] as const;

export default function ButtonSizes() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {size}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
