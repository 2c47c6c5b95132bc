import { Button, Stack } from '@mui/joy';

export default function BasicButtons() {
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button variant="solid">Solid</Button>
      <Button variant="soft">Soft</Button>
      <Button variant="outlined" color="neutral">Outlined</Button>
      <Button variant="plain" sx={{ fontWeight: 'lg' }}>Plain</Button>
    </Stack>
  );
}
