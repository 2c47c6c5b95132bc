import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerStack() {
  return (
    <Stack direction="row" divider={<Divider orientation="vertical" flexItem />} spacing={2}>
      <Typography>12 posts</Typography>
      <Typography>340 followers</Typography>
      <Typography>58 following</Typography>
    </Stack>
  );
}
