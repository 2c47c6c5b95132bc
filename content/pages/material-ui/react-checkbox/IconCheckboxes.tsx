import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function IconCheckboxes() {
  return (
    <Stack direction="row">
      <Checkbox
        icon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        color="error"
        slotProps={{ input: { 'aria-label': 'Add to favourites' } }}
      />
      <Checkbox
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        slotProps={{ input: { 'aria-label': 'Save for later' } }}
      />
    </Stack>
  );
}
