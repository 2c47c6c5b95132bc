import { Button, Stack } from '@mui/joy';

export default function ButtonSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </Stack>
      <Button fullWidth variant="soft">
        Full width
      </Button>
    </Stack>
  );
}
