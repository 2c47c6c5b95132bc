import * as React from 'react';
import { Switch } from '@mui/joy';

export default function SwitchDecorators() {
  const [on, setOn] = React.useState(false);

  return (
    <Switch
      checked={on}
      onChange={(event) => setOn(event.target.checked)}
      color={on ? 'success' : 'neutral'}
      startDecorator="Off"
      endDecorator="On"
      slotProps={{ input: { 'aria-label': 'Automatic backups' } }}
    />
  );
}
