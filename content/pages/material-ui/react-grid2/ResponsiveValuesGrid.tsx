import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const cards = ['Orders', 'Revenue', 'Refunds', 'Visitors'];

export default function ResponsiveValuesGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {cards.map((card) => (
        <Grid key={card} size={{ xs: 4, sm: 4, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {card}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
