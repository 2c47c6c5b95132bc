import { Button, Stack } from '@mui/joy';

export default function SxOneOff() {
  return (
    <Stack direction="row" spacing={1}>
      <Button>Default</Button>
      <Button sx={{ borderRadius: 'xl', px: 3, boxShadow: 'md' }}>Customised with sx</Button>
    </Stack>
  );
}
