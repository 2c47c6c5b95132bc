import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

type Channel = 'email' | 'sms' | 'push';
const labels: Record<Channel, string> = { email: 'Email', sms: 'Text message', push: 'Push notification' };

export default function SwitchesGroup() {
  const [enabled, setEnabled] = React.useState<Record<Channel, boolean>>({ email: true, sms: false, push: true });

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Send alerts by</FormLabel>
      <FormGroup>
        {(Object.keys(labels) as Channel[]).map((channel) => (
          <FormControlLabel
            key={channel}
            label={labels[channel]}
            control={
              <Switch checked={enabled[channel]} onChange={(event) => setEnabled({ ...enabled, [channel]: event.target.checked })} />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>Changes apply immediately</FormHelperText>
    </FormControl>
  );
}
