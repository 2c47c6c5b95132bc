import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

interface Planet {
  label: string;
  moons: number;
}

const planets: Planet[] = [
  { label: 'Mercury', moons: 0 },
  { label: 'Venus', moons: 0 },
  { label: 'Earth', moons: 1 },
  { label: 'Mars', moons: 2 },
  { label: 'Jupiter', moons: 95 },
  { label: 'Saturn', moons: 146 },
  { label: 'Uranus', moons: 28 },
  { label: 'Neptune', moons: 16 },
];

export default function ComboBox() {
  const [value, setValue] = React.useState<Planet | null>(null);

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        options={planets}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        renderInput={(params) => <TextField {...params} label="Planet" />}
      />
      <Typography variant="body2" color="text.secondary">
        {value ? `${value.label} has ${value.moons} known moons.` : 'Pick a planet.'}
      </Typography>
    </Stack>
  );
}
