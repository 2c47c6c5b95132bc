import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Word of the day
        </Typography>
        <Typography variant="h5" component="h3">
          petrichor
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>noun</Typography>
        <Typography variant="body2">The earthy smell that rises when rain falls on dry ground.</Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Hear it</Button>
        <Button size="small">More words</Button>
      </CardActions>
    </Card>
  );
}
