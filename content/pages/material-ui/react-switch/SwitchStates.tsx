import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchStates() {
  return (
    <FormGroup row>
      <FormControlLabel control={<Switch />} label="Off" />
      <FormControlLabel control={<Switch defaultChecked />} label="On" />
      <FormControlLabel disabled control={<Switch />} label="Disabled off" />
      <FormControlLabel disabled control={<Switch defaultChecked />} label="Disabled on" />
      <FormControlLabel required control={<Switch />} label="Required" />
    </FormGroup>
  );
}
