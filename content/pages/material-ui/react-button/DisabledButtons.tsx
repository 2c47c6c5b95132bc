import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DisabledButtons() {
  return (
    <Stack direction="row" spacing={2}>
      <Button disabled>Archive</Button>
      <Button variant="outlined" disabled>
        Share
      </Button>
      <Button variant="contained" disabled>
        Publish
      </Button>
      <Button variant="contained" disableElevation>
        Flat publish
      </Button>
    </Stack>
  );
}
