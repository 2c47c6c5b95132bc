import { Alert, Button, Stack } from '@mui/joy';

export default function AlertDemo() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
      <Alert color="success" variant="soft">
        Your profile was saved.
      </Alert>
      <Alert color="warning" variant="outlined">
        Your trial ends in three days.
      </Alert>
      <Alert
        color="danger"
        variant="solid"
        endDecorator={
          <Button size="sm" variant="soft" color="danger">
            Retry
          </Button>
        }
      >
        The upload failed.
      </Alert>
    </Stack>
  );
}
