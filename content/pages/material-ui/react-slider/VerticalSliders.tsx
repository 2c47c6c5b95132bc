import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const bands = ['60 Hz', '250 Hz', '1 kHz', '4 kHz', '16 kHz'];

export default function VerticalSliders() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 180 }}>
      {bands.map((band, index) => (
        <Slider
          key={band}
          orientation="vertical"
          aria-label={`${band} gain`}
          min={-12}
          max={12}
          defaultValue={[4, 2, 0, -2, 3][index]}
          valueLabelDisplay="auto"
        />
      ))}
    </Stack>
  );
}
