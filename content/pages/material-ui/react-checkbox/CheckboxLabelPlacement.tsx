import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

const placements = ['end', 'start', 'top', 'bottom'] as const;

export default function CheckboxLabelPlacement() {
  return (
    <FormGroup row>
      {placements.map((placement) => (
        <FormControlLabel key={placement} control={<Checkbox />} label={placement} labelPlacement={placement} />
      ))}
    </FormGroup>
  );
}
