import { Radio, RadioGroup, Stack } from '@mui/joy';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function RadioVariants() {
  return (
    <Stack spacing={2}>
      <RadioGroup orientation="horizontal" defaultValue="solid" name="radio-variants" aria-label="Variants">
        {variants.map((variant) => (
          <Radio key={variant} value={variant} label={variant} variant={variant} />
        ))}
      </RadioGroup>
      <RadioGroup orientation="horizontal" defaultValue="danger" name="radio-colors" aria-label="Colours">
        {colors.map((color) => (
          <Radio key={color} value={color} label={color} color={color} />
        ))}
      </RadioGroup>
      <RadioGroup orientation="horizontal" defaultValue="md" name="radio-sizes" aria-label="Sizes">
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Radio key={size} value={size} label={size} size={size} />
        ))}
      </RadioGroup>
    </Stack>
  );
}
