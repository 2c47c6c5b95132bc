import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function ColumnsGrid() {
  return (
    <Grid container spacing={1} columns={10}>
      {Array.from({ length: 10 }, (_, index) => (
        <Grid key={index} size={index < 2 ? 5 : 1}>
          <Paper sx={{ p: 1, textAlign: 'center' }}>{index < 2 ? '5 of 10' : '1'}</Paper>
        </Grid>
      ))}
    </Grid>
  );
}
