import * as React from 'react';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export default function FloatingActionButtons() {
  const [liked, setLiked] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Fab color="primary" aria-label="Add">
        <AddIcon />
      </Fab>
      <Fab color="secondary" size="medium" aria-label="Edit">
        <EditIcon />
      </Fab>
      <Fab variant="extended">
        <NavigationIcon sx={{ mr: 1 }} />
        Navigate
      </Fab>
      <Fab
        size="small"
        aria-label={liked ? 'Unlike' : 'Like'}
        aria-pressed={liked}
        onClick={() => setLiked(!liked)}
      >
        {liked ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
      </Fab>
    </Stack>
  );
}
