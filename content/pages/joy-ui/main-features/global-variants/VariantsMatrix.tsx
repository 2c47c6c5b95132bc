import { Button, Stack } from '@mui/joy';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function VariantsMatrix() {
  return (
    <Stack spacing={1}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {colors.map((color) => (
            <Button key={color} size="sm" variant={variant} color={color}>
              {variant} {color}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
