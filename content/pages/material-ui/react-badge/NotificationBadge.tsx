import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function NotificationBadge() {
  const [count, setCount] = React.useState<number>(4);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={`${count} unread messages`}>
        <Badge badgeContent={count} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="New notifications">
        <Badge variant="dot" color="error" invisible={count === 0}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Badge badgeContent={1000} max={999} color="secondary">
        <MailIcon />
      </Badge>
      <Button size="small" onClick={() => setCount(count + 1)}>
        Receive
      </Button>
      <Button size="small" onClick={() => setCount(0)}>
        Mark all read
      </Button>
    </Stack>
  );
}
