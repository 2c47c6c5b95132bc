import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const interests = ['Design', 'Engineering', 'Marketing', 'Sales'];

export default function CheckboxValidation() {
  const [picked, setPicked] = React.useState<string[]>(['Design', 'Engineering', 'Sales']);
  const tooMany = picked.length > 2;

  const toggle = (interest: string) =>
    setPicked((current) => (current.includes(interest) ? current.filter((i) => i !== interest) : [...current, interest]));

  return (
    <FormControl error={tooMany} component="fieldset" variant="standard">
      <FormLabel component="legend">Pick up to two teams</FormLabel>
      <FormGroup>
        {interests.map((interest) => (
          <FormControlLabel
            key={interest}
            control={<Checkbox checked={picked.includes(interest)} onChange={() => toggle(interest)} />}
            label={interest}
          />
        ))}
      </FormGroup>
      <FormHelperText>{tooMany ? `${picked.length} picked: remove ${picked.length - 2}` : 'Looks good'}</FormHelperText>
    </FormControl>
  );
}
