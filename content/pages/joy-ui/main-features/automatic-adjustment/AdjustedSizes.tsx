import { Button, Stack } from '@mui/joy';

function Star() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.8 5.5 21l2-7.5L2 9h7z" />
    </svg>
  );
}

export default function AdjustedSizes() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button size="sm" startDecorator={<Star />}>Small</Button>
      <Button size="md" startDecorator={<Star />}>Medium</Button>
      <Button size="lg" startDecorator={<Star />}>Large</Button>
    </Stack>
  );
}
