import * as React from 'react';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SliderWithInput() {
  const [opacity, setOpacity] = React.useState(60);
  const clamp = (value: number) => Math.min(100, Math.max(0, value));

  return (
    <Stack sx={{ width: 340 }}>
      <Typography id="opacity-label" gutterBottom>
        Layer opacity
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider aria-labelledby="opacity-label" value={opacity} onChange={(_event, value) => setOpacity(value)} />
        <Input
          value={opacity}
          size="small"
          onChange={(event) => setOpacity(event.target.value === '' ? 0 : Number(event.target.value))}
          onBlur={() => setOpacity(clamp(opacity))}
          slotProps={{ input: { type: 'number', min: 0, max: 100, step: 5, 'aria-labelledby': 'opacity-label' } }}
          sx={{ width: 72 }}
        />
      </Stack>
    </Stack>
  );
}
