import { Button, Stack } from '@mui/joy';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ButtonColors() {
  return (
    <Stack spacing={1}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Button key={color} variant={variant} color={color}>
              {color}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
