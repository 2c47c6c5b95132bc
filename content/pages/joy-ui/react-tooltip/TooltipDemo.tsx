import { Button, IconButton, Stack, Tooltip } from '@mui/joy';

export default function TooltipDemo() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Delete this item" variant="solid">
        <IconButton aria-label="Delete" color="danger" variant="soft">
          ✕
        </IconButton>
      </Tooltip>
      <Tooltip describeChild title="Saved drafts stay for 30 days" placement="top" arrow>
        <Button variant="outlined">Hover or focus me</Button>
      </Tooltip>
    </Stack>
  );
}
