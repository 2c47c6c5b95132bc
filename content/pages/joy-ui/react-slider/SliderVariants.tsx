import { Box, Slider } from '@mui/joy';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SliderVariants() {
  return (
    <Box sx={{ width: 300 }}>
      {variants.map((variant) => (
        <Slider key={variant} variant={variant} defaultValue={40} aria-label={`${variant} slider`} />
      ))}
      {colors.map((color, index) => (
        <Slider key={color} color={color} size={index % 2 ? 'sm' : 'lg'} defaultValue={20 + index * 15} aria-label={`${color} slider`} />
      ))}
      <Slider disabled defaultValue={50} aria-label="Disabled slider" />
    </Box>
  );
}
