import { Chip, ChipDelete, Stack } from '@mui/joy';

export default function ChipDemo() {
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Chip>Static</Chip>
      <Chip variant="soft" color="primary" onClick={() => {}}>
        Clickable
      </Chip>
      <Chip variant="outlined" color="danger" endDecorator={<ChipDelete aria-label="Remove urgent" />}>
        urgent
      </Chip>
      <Chip variant="solid" color="success" size="sm">
        Done
      </Chip>
    </Stack>
  );
}
