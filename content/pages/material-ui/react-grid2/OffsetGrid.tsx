import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function OffsetGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size={3}>
        <Paper sx={{ p: 1.5 }}>size 3</Paper>
      </Grid>
      <Grid size={3} offset={3}>
        <Paper sx={{ p: 1.5 }}>size 3, offset 3</Paper>
      </Grid>
      <Grid size={4} offset={{ xs: 0, md: 2 }}>
        <Paper sx={{ p: 1.5 }}>offset 2 from md</Paper>
      </Grid>
      <Grid size={3} offset="auto">
        <Paper sx={{ p: 1.5 }}>offset auto: pushed to the end</Paper>
      </Grid>
    </Grid>
  );
}
