import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const colors = ['primary', 'secondary', 'success', 'warning', 'error'] as const;

export default function SliderSizesAndColors() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider size="small" defaultValue={30} aria-label="Small slider" valueLabelDisplay="auto" />
      {colors.map((color, index) => (
        <Slider key={color} color={color} defaultValue={20 + index * 15} aria-label={`${color} slider`} />
      ))}
    </Box>
  );
}
