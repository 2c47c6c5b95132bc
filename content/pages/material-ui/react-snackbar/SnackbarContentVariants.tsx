import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

export default function SnackbarContentVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <SnackbarContent message="Your changes were saved." />
      <SnackbarContent
        message="Connection lost. Working offline."
        action={
          <Button color="inherit" size="small">
            Retry
          </Button>
        }
      />
      <SnackbarContent
        message="A long message wraps onto several lines when it cannot fit; the action then moves below it so it stays readable."
        action={
          <Button color="inherit" size="small">
            Details
          </Button>
        }
      />
    </Stack>
  );
}
