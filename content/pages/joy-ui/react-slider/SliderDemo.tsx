import { Box, Slider } from '@mui/joy';

const marks = [
  { value: 0, label: '0°C' },
  { value: 20, label: '20°C' },
  { value: 37, label: '37°C' },
  { value: 100, label: '100°C' },
];

export default function SliderDemo() {
  return (
    <Box sx={{ width: 300, px: 1 }}>
      <Slider aria-label="Temperature" defaultValue={37} marks={marks} valueLabelDisplay="auto" />
      <Slider aria-label="Price range" defaultValue={[20, 60]} color="neutral" />
    </Box>
  );
}
