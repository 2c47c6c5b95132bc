import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SpacingGrid() {
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(3);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4}>
        <Typography id="row-spacing-label">rowSpacing: {rowSpacing}</Typography>
        <Slider aria-labelledby="row-spacing-label" min={0} max={5} marks value={rowSpacing} onChange={(_e, v) => setRowSpacing(v)} sx={{ maxWidth: 160 }} />
        <Typography id="column-spacing-label">columnSpacing: {columnSpacing}</Typography>
        <Slider aria-labelledby="column-spacing-label" min={0} max={5} marks value={columnSpacing} onChange={(_e, v) => setColumnSpacing(v)} sx={{ maxWidth: 160 }} />
      </Stack>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Grid key={n} size={4}>
            <Paper sx={{ p: 2, textAlign: 'center' }}>{n}</Paper>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
