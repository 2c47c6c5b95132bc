import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShareIcon from '@mui/icons-material/Share';

const image =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="345" height="160"><rect width="345" height="160" fill="%23ffcc80"/><circle cx="172" cy="80" r="50" fill="%23ef6c00"/></svg>';

export default function RecipeCard() {
  const [liked, setLiked] = React.useState<boolean>(false);

  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden>R</Avatar>}
        title="Roasted squash soup"
        subheader="Ready in 45 minutes"
      />
      <CardMedia component="img" height="160" image={image} alt="A bowl of orange soup" />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          A warming soup for autumn evenings, with roasted squash, ginger and a splash of
          coconut milk.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Add to favourites"
          aria-pressed={liked}
          color={liked ? 'error' : 'default'}
          onClick={() => setLiked(!liked)}
        >
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}
