import * as React from 'react';
import { Stack, Switch, Typography } from '@mui/joy';

export default function SwitchDemo() {
  const [checked, setChecked] = React.useState(true);
  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        startDecorator={
          <Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} sx={{ mr: 1 }} />
        }
      >
        Notifications are {checked ? 'on' : 'off'}
      </Typography>
      <Switch color="success" variant="soft" defaultChecked slotProps={{ input: { 'aria-label': 'Auto-save' } }} />
    </Stack>
  );
}
