import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtonSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Like" size="small">
        <FavoriteIcon fontSize="inherit" />
      </IconButton>
      <IconButton aria-label="Like" color="secondary">
        <FavoriteIcon />
      </IconButton>
      <IconButton aria-label="Like" size="large" color="error">
        <FavoriteIcon fontSize="inherit" />
      </IconButton>
      <IconButton aria-label="Share" color="primary" edge="end">
        <ShareIcon />
      </IconButton>
      <IconButton aria-label="Share (unavailable)" disabled>
        <ShareIcon />
      </IconButton>
    </Stack>
  );
}
