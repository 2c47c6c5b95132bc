import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function ContainerQueryCard() {
  const [width, setWidth] = React.useState<number>(720);

  return (
    <div>
      <Typography id="container-width">Container width: {width}px</Typography>
      <Slider
        aria-labelledby="container-width"
        value={width}
        min={280}
        max={900}
        onChange={(_event, value) => setWidth(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ width, maxWidth: '100%', containerType: 'inline-size', border: 1, borderColor: 'divider' }}>
        <Paper
          elevation={0}
          sx={{ display: 'flex', flexDirection: { '@': 'column', '@sm': 'row' }, gap: 2, p: 2 }}
        >
          <Box sx={{ bgcolor: 'primary.light', minHeight: 80, flex: { '@sm': '0 0 160px' } }} />
          <Box>
            <Typography variant="h6">Responsive to its container</Typography>
            <Typography variant="body2" color="text.secondary">
              Stacked when the container is narrow, side by side from the sm width.
            </Typography>
          </Box>
        </Paper>
      </Box>
    </div>
  );
}
