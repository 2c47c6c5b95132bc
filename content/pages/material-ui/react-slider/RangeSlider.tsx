import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([20, 60]);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id="price-range" gutterBottom>
        Price: ${range[0]} – ${range[1]}
      </Typography>
      <Slider
        aria-labelledby="price-range"
        value={range}
        onChange={(_event, newValue) => setRange(newValue as number[])}
        valueLabelDisplay="auto"
        disableSwap
      />
    </Box>
  );
}
