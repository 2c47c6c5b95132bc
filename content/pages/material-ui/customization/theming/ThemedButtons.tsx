import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const brands: Record<string, string> = { Indigo: '#3949ab', Teal: '#00796b', Crimson: '#c2185b' };

export default function ThemedButtons() {
  const [brand, setBrand] = React.useState<string>('Indigo');
  const [rounded, setRounded] = React.useState<boolean>(false);

  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { primary: { main: brands[brand] } },
        shape: { borderRadius: rounded ? 20 : 4 },
      }),
    [brand, rounded],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        {Object.keys(brands).map((name) => (
          <Chip key={name} label={name} variant={name === brand ? 'filled' : 'outlined'} onClick={() => setBrand(name)} />
        ))}
        <Chip label="Rounded" variant={rounded ? 'filled' : 'outlined'} onClick={() => setRounded(!rounded)} />
      </Stack>
      <ThemeProvider theme={theme}>
        <Stack direction="row" spacing={2}>
          <Button variant="contained">Contained</Button>
          <Button variant="outlined">Outlined</Button>
          <Chip color="primary" label="Primary chip" />
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
