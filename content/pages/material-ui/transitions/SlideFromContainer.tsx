import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';

const directions = ['up', 'down', 'left', 'right'] as const;

export default function SlideFromContainer() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [direction, setDirection] = React.useState<(typeof directions)[number]>('up');
  const [shown, setShown] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        {directions.map((d) => (
          <Button
            key={d}
            size="small"
            variant={d === direction ? 'contained' : 'outlined'}
            onClick={() => {
              setDirection(d);
              setShown((value) => !value);
            }}
          >
            {d}
          </Button>
        ))}
      </Stack>
      <Box ref={containerRef} sx={{ height: 140, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Slide in={shown} direction={direction} container={containerRef.current} mountOnEnter unmountOnExit>
          <Paper sx={{ p: 2 }}>Slides from the edge of this box, direction “{direction}”</Paper>
        </Slide>
      </Box>
    </Stack>
  );
}
