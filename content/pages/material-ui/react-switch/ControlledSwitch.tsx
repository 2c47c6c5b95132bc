import * as React from 'react';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [notifications, setNotifications] = React.useState(true);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id="notifications-label">Email notifications</Typography>
      <Switch
        checked={notifications}
        onChange={(event) => setNotifications(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': 'notifications-label' } }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {notifications ? 'You will get a daily digest' : 'Paused'}
      </Typography>
    </Stack>
  );
}
