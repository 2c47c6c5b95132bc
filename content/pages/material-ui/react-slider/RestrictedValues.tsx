import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const speeds = [
  { value: 0.5, label: '0.5×' },
  { value: 1, label: '1×' },
  { value: 1.5, label: '1.5×' },
  { value: 2, label: '2×' },
  { value: 3, label: '3×' },
];

export default function RestrictedValues() {
  return (
    <Box sx={{ width: 320, px: 2 }}>
      <Slider
        aria-label="Playback speed"
        defaultValue={1}
        min={0.5}
        max={3}
        step={null}
        marks={speeds}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}×`}
      />
    </Box>
  );
}
