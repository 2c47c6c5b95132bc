import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const prices: Record<string, string> = { standard: 'Free', express: '$9', overnight: '$25' };

export default function RadioButtonsGroup() {
  const [value, setValue] = React.useState<string>('standard');

  return (
    <FormControl>
      <FormLabel id="shipping-label">Shipping</FormLabel>
      <RadioGroup
        aria-labelledby="shipping-label"
        name="shipping"
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
      >
        <FormControlLabel value="standard" control={<Radio />} label="Standard (5–7 days)" />
        <FormControlLabel value="express" control={<Radio />} label="Express (2 days)" />
        <FormControlLabel value="overnight" control={<Radio />} label="Overnight" />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        Cost: {prices[value]}
      </Typography>
    </FormControl>
  );
}
