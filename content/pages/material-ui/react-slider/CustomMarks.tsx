import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

const celsius = (value: number) => `${value} °C`;

export default function CustomMarks() {
  return (
    <Box sx={{ width: 320, px: 2 }}>
      <Slider
        aria-label="Temperature"
        defaultValue={20}
        getAriaValueText={celsius}
        step={10}
        marks={marks}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
