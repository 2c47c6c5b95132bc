import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ButtonUsage() {
  const [clicks, setClicks] = React.useState<number>(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setClicks((count) => count + 1)}>
        Hello world
      </Button>
      <Typography variant="body2" color="text.secondary">
        Clicked {clicks} {clicks === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
