import { Button, ButtonGroup, Stack } from '@mui/joy';

export default function BasicButtonGroup() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
      <ButtonGroup variant="solid" color="primary" aria-label="Publish actions">
        <Button>Publish</Button>
        <Button>Schedule</Button>
      </ButtonGroup>
    </Stack>
  );
}
