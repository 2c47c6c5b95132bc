import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  const [wifi, setWifi] = React.useState<boolean>(true);
  const [bluetooth, setBluetooth] = React.useState<boolean>(false);

  return (
    <FormGroup>
      <FormControlLabel
        control={<Switch checked={wifi} onChange={(event) => setWifi(event.target.checked)} />}
        label={`Wi-Fi ${wifi ? 'on' : 'off'}`}
      />
      <FormControlLabel
        control={
          <Switch
            color="secondary"
            checked={bluetooth}
            onChange={(event) => setBluetooth(event.target.checked)}
          />
        }
        label={`Bluetooth ${bluetooth ? 'on' : 'off'}`}
      />
      <FormControlLabel disabled control={<Switch />} label="Airplane mode" />
    </FormGroup>
  );
}
