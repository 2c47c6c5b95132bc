import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function VolumeSlider() {
  const [volume, setVolume] = React.useState<number>(30);

  return (
    <Stack spacing={3} sx={{ width: 280 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VolumeDown />
        <Slider
          aria-label="Volume"
          value={volume}
          onChange={(_event, newValue) => setVolume(newValue as number)}
        />
        <VolumeUp />
      </Stack>
      <Slider
        aria-label="Temperature"
        defaultValue={20}
        step={5}
        marks
        min={10}
        max={30}
        valueLabelDisplay="auto"
        getAriaValueText={(value: number) => `${value} °C`}
      />
    </Stack>
  );
}
