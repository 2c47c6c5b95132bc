import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

const artwork =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150"><rect width="150" height="150" fill="%23ce93d8"/><circle cx="75" cy="75" r="40" fill="%236a1b9a"/></svg>';

export default function HorizontalCard() {
  return (
    <Card sx={{ display: 'flex', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography variant="h6" component="h3">
            Night Tram
          </Typography>
          <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
            The Quiet Hours
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 1 }}>
          <IconButton aria-label="Previous track">
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label="Play">
            <PlayArrowIcon sx={{ fontSize: 36 }} />
          </IconButton>
          <IconButton aria-label="Next track">
            <SkipNextIcon />
          </IconButton>
        </Box>
      </Box>
      <CardMedia component="img" sx={{ width: 150 }} image={artwork} alt="Album cover of The Quiet Hours" />
    </Card>
  );
}
