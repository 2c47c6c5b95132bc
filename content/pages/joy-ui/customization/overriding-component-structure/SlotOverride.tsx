import { Button, Input, List, ListItem, Stack } from '@mui/joy';

export default function SlotOverride() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Button component="a" href="#pricing" variant="soft">
        A link styled as a button
      </Button>
      <Input placeholder="6-digit code" slotProps={{ input: { inputMode: 'numeric', maxLength: 6, 'aria-label': 'Code' } }} />
      <List component="ol" marker="decimal">
        <ListItem>Rendered as an ordered list</ListItem>
        <ListItem>with numeric markers</ListItem>
      </List>
    </Stack>
  );
}
