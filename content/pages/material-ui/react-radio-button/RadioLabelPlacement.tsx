import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function RadioLabelPlacement() {
  return (
    <RadioGroup row aria-label="Label placement" name="label-placement" defaultValue="top">
      {placements.map((placement) => (
        <FormControlLabel key={placement} value={placement} control={<Radio />} label={placement} labelPlacement={placement} />
      ))}
    </RadioGroup>
  );
}
