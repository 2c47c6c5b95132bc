import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

const cover =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="320" height="140"><rect width="320" height="140" fill="%2390caf9"/><path d="M0 140 L110 50 L180 110 L240 70 L320 140 Z" fill="%231565c0"/></svg>';

export default function ActionAreaCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardActionArea href="#clickable-cards">
        <CardMedia component="img" height="140" image={cover} alt="Blue mountains" />
        <CardContent>
          <Typography variant="h6" component="h3">
            Three days in the Alps
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            A hut-to-hut route for walkers who want big views without glacier gear.
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions>
        <Button size="small">Save route</Button>
      </CardActions>
    </Card>
  );
}
