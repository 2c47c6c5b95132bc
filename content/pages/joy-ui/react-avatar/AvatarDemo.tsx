import { Avatar, AvatarGroup, Stack } from '@mui/joy';

export default function AvatarDemo() {
  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <Avatar>AL</Avatar>
      <Avatar variant="solid" color="primary">
        GH
      </Avatar>
      <Avatar alt="Unknown user" />
      <AvatarGroup>
        <Avatar>AB</Avatar>
        <Avatar>CD</Avatar>
        <Avatar>EF</Avatar>
        <Avatar>+4</Avatar>
      </AvatarGroup>
    </Stack>
  );
}
