import { Chip, Stack } from '@mui/joy';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ChipVariants() {
  return (
    <Stack spacing={1}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1}>
          {colors.map((color) => (
            <Chip key={color} variant={variant} color={color}>
              {color}
            </Chip>
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="sm">Small</Chip>
        <Chip size="md">Medium</Chip>
        <Chip size="lg">Large</Chip>
        <Chip disabled aria-disabled>
          Disabled
        </Chip>
      </Stack>
    </Stack>
  );
}
