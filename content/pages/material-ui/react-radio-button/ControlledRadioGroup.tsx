import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export default function ControlledRadioGroup() {
  const [plan, setPlan] = React.useState('monthly');

  return (
    <FormControl>
      <FormLabel id="billing-plan-label">Billing</FormLabel>
      <RadioGroup aria-labelledby="billing-plan-label" name="billing-plan" value={plan} onChange={(_event, value) => setPlan(value)}>
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly (two months free)" />
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Current value: {plan}
      </Typography>
    </FormControl>
  );
}
