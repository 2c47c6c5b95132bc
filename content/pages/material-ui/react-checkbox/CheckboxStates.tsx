import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxStates() {
  return (
    <FormGroup row>
      <FormControlLabel control={<Checkbox />} label="Unchecked" />
      <FormControlLabel control={<Checkbox defaultChecked />} label="Checked" />
      <FormControlLabel control={<Checkbox required />} label="Required" />
      <FormControlLabel disabled control={<Checkbox />} label="Disabled" />
      <FormControlLabel disabled control={<Checkbox defaultChecked />} label="Disabled and checked" />
    </FormGroup>
  );
}
