import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function AutoSizeGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size="auto">
        <Paper sx={{ p: 1.5 }}>auto: as wide as this text</Paper>
      </Grid>
      <Grid size="grow">
        <Paper sx={{ p: 1.5 }}>grow: takes what is left</Paper>
      </Grid>
      <Grid size={2}>
        <Paper sx={{ p: 1.5 }}>size 2</Paper>
      </Grid>
    </Grid>
  );
}
