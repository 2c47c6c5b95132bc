import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function SwitchLabelPlacement() {
  return (
    <FormGroup row>
      {placements.map((placement) => (
        <FormControlLabel key={placement} control={<Switch />} label={placement} labelPlacement={placement} />
      ))}
    </FormGroup>
  );
}
