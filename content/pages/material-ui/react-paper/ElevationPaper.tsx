import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function ElevationPaper() {
  const [elevation, setElevation] = React.useState<number>(4);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id="elevation-label" gutterBottom>
        Elevation: {elevation}
      </Typography>
      <Slider
        aria-labelledby="elevation-label"
        value={elevation}
        min={0}
        max={24}
        onChange={(_event, value) => setElevation(value as number)}
      />
      <Box sx={{ display: 'flex', gap: 3, p: 3 }}>
        <Paper elevation={elevation} sx={{ width: 120, height: 80, p: 1 }}>
          elevation={elevation}
        </Paper>
        <Paper variant="outlined" sx={{ width: 120, height: 80, p: 1 }}>
          outlined
        </Paper>
      </Box>
    </Box>
  );
}
