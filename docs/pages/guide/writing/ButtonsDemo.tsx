import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonsDemo() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks} {clicks === 1 ? 'time' : 'times'}
      </Button>
      <Button variant="outlined" onClick={() => setClicks(0)}>
        Reset
      </Button>
    </Stack>
  );
}
