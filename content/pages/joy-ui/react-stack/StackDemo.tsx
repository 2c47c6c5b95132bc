import { Divider, Sheet, Stack } from '@mui/joy';

export default function StackDemo() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      divider={<Divider orientation="vertical" />}
    >
      {['First', 'Second', 'Third'].map((label) => (
        <Sheet key={label} variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
          {label}
        </Sheet>
      ))}
    </Stack>
  );
}
