import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Onion', 'Peppers', 'Pineapple'];

export default function MultipleSelectChips() {
  const [chosen, setChosen] = React.useState<string[]>(['Basil', 'Olives']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setChosen(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 360 }}>
      <InputLabel id="toppings-label">Toppings</InputLabel>
      <Select
        labelId="toppings-label"
        multiple
        value={chosen}
        onChange={handleChange}
        input={<OutlinedInput label="Toppings" />}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((topping) => (
              <Chip key={topping} label={topping} size="small" />
            ))}
          </Box>
        )}
      >
        {toppings.map((topping) => (
          <MenuItem key={topping} value={topping}>
            {topping}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
