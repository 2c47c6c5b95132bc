import { Box, Slider } from '@mui/joy';

const levels = [
  { value: 0, label: 'Off' },
  { value: 25, label: 'Low' },
  { value: 60, label: 'Medium' },
  { value: 100, label: 'High' },
];

export default function SliderMarks() {
  return (
    <Box sx={{ width: 320, px: 2, display: 'grid', gap: 3 }}>
      <Slider aria-label="Fan speed in steps of ten" defaultValue={30} step={10} marks valueLabelDisplay="auto" />
      <Slider aria-label="Heating level" defaultValue={25} step={null} marks={levels} />
    </Box>
  );
}
