import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function MultipleSelectCheckmarks() {
  const [days, setDays] = React.useState<string[]>(['Tuesday']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setDays(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <InputLabel id="weekdays-label">Office days</InputLabel>
      <Select
        labelId="weekdays-label"
        multiple
        value={days}
        onChange={handleChange}
        input={<OutlinedInput label="Office days" />}
        renderValue={(selected) => selected.join(', ')}
      >
        {weekdays.map((day) => (
          <MenuItem key={day} value={day}>
            <Checkbox checked={days.includes(day)} />
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
