import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

type Topping = 'cheese' | 'mushrooms' | 'olives';

export default function CheckboxLabels() {
  const [checked, setChecked] = React.useState<Record<Topping, boolean>>({
    cheese: true,
    mushrooms: false,
    olives: false,
  });
  const count = Object.values(checked).filter(Boolean).length;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setChecked({ ...checked, [event.target.name]: event.target.checked });
  };

  return (
    <FormControl error={count > 2}>
      <FormLabel>Toppings</FormLabel>
      <FormGroup>
        {(Object.keys(checked) as Topping[]).map((name) => (
          <FormControlLabel
            key={name}
            control={<Checkbox name={name} checked={checked[name]} onChange={handleChange} />}
            label={name.charAt(0).toUpperCase() + name.slice(1)}
          />
        ))}
      </FormGroup>
      <FormHelperText>{count > 2 ? 'Pick at most two.' : `${count} selected`}</FormHelperText>
    </FormControl>
  );
}
