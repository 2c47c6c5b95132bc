import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Zoom from '@mui/material/Zoom';

export default function TimingAndOrigin() {
  const [shown, setShown] = React.useState(false);

  return (
    <Box>
      <Button variant="outlined" onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'}
      </Button>
      <Box sx={{ display: 'flex', gap: 2, mt: 2, height: 80 }}>
        <Grow in={shown} style={{ transformOrigin: '0 0 0' }} timeout="auto">
          <Paper sx={{ p: 1, width: 140 }}>Grow from the top-left, timeout auto</Paper>
        </Grow>
        <Grow in={shown} timeout={1200}>
          <Paper sx={{ p: 1, width: 140 }}>Grow over 1.2 s</Paper>
        </Grow>
        <Zoom in={shown} style={{ transitionDelay: shown ? '500ms' : '0ms' }}>
          <Paper sx={{ p: 1, width: 140 }}>Zoom after a 500 ms delay</Paper>
        </Zoom>
      </Box>
    </Box>
  );
}
