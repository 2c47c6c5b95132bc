import { Avatar, Badge, IconButton, Stack } from '@mui/joy';

function Bell() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 1 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z" />
    </svg>
  );
}

export default function BadgeDemo() {
  return (
    <Stack direction="row" spacing={4} alignItems="center">
      <Badge badgeContent={4}>
        <IconButton variant="soft" aria-label="Notifications, 4 unread">
          <Bell />
        </IconButton>
      </Badge>
      <Badge color="success" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} badgeInset="14%">
        <Avatar>JD</Avatar>
      </Badge>
      <Badge badgeContent={120} max={99} color="danger">
        <Avatar variant="outlined">MB</Avatar>
      </Badge>
    </Stack>
  );
}
