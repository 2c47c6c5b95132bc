import { IconButton, Stack } from '@mui/joy';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Settings from '@mui/icons-material/Settings';

export default function IconButtons() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Like" size="sm" variant="plain">
        <FavoriteBorder />
      </IconButton>
      <IconButton aria-label="Settings" variant="soft">
        <Settings />
      </IconButton>
      <IconButton aria-label="Delete" color="danger" variant="solid" size="lg">
        <DeleteOutline />
      </IconButton>
      <IconButton aria-label="Settings (unavailable)" disabled variant="outlined">
        <Settings />
      </IconButton>
    </Stack>
  );
}
