import { Avatar, Chip, Stack } from '@mui/joy';

function Person({ name, initials }: { name: string; initials: string }) {
  return (
    <Chip variant="outlined" startDecorator={<Avatar size="sm">{initials}</Avatar>}>
      {name}
    </Chip>
  );
}

export default function ProfileChip() {
  return (
    <Stack direction="row" spacing={1}>
      <Person name="Ada Lovelace" initials="AL" />
      <Person name="Alan Turing" initials="AT" />
    </Stack>
  );
}
