import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Cell({ label }: { label: string }) {
  return <Paper sx={{ p: 1, textAlign: 'center' }}>{label}</Paper>;
}

export default function NestedGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" gutterBottom>
          Outer item, also a container
        </Typography>
        <Grid container spacing={1}>
          {['a', 'b', 'c', 'd'].map((label) => (
            <Grid key={label} size={6}>
              <Cell label={`nested ${label}`} />
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" gutterBottom>
          A second outer item
        </Typography>
        <Cell label="plain content" />
      </Grid>
    </Grid>
  );
}
