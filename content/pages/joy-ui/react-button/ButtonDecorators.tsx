import { Button, CircularProgress, Stack } from '@mui/joy';

function Plus() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M11 5h2v14h-2zM5 11h14v2H5z" fill="currentColor" />
    </svg>
  );
}

export default function ButtonDecorators() {
  return (
    <Stack direction="row" spacing={1}>
      <Button startDecorator={<Plus />}>Add item</Button>
      <Button loading loadingIndicator={<CircularProgress size="sm" aria-label="Saving" />} variant="soft">
        Saving
      </Button>
      <Button disabled>Disabled</Button>
    </Stack>
  );
}
