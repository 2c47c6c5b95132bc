import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function MigratedGrid() {
  const [spacing, setSpacing] = React.useState<number>(2);

  return (
    <div>
      <Typography id="spacing-label">Spacing: {spacing}</Typography>
      <Slider
        aria-labelledby="spacing-label"
        value={spacing}
        min={0}
        max={5}
        step={1}
        marks
        onChange={(_event, value) => setSpacing(value as number)}
        sx={{ maxWidth: 240, mb: 2 }}
      />
      <Grid container spacing={spacing}>
        {['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((label) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper sx={{ p: 2, textAlign: 'center' }}>{label}</Paper>
          </Grid>
        ))}
      </Grid>
    </div>
  );
}
