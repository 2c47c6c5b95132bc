import * as React from 'react';
import { Box, Slider, Typography } from '@mui/joy';

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([30, 70]);

  return (
    <Box sx={{ width: 300 }}>
      <Typography level="body-sm" id="price-range-label">
        Price: €{range[0]} – €{range[1]}
      </Typography>
      <Slider
        aria-labelledby="price-range-label"
        value={range}
        onChange={(_event, value) => setRange(value as number[])}
        valueLabelDisplay="auto"
        disableSwap
      />
    </Box>
  );
}
