import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [size, setSize] = React.useState<string>('');

  const handleChange = (event: SelectChangeEvent) => {
    setSize(event.target.value);
  };

  return (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel id="size-select-label">T-shirt size</InputLabel>
      <Select
        labelId="size-select-label"
        id="size-select"
        value={size}
        label="T-shirt size"
        onChange={handleChange}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        <MenuItem value="S">Small</MenuItem>
        <MenuItem value="M">Medium</MenuItem>
        <MenuItem value="L">Large</MenuItem>
        <MenuItem value="XL">Extra large</MenuItem>
      </Select>
      <FormHelperText>{size ? `Size ${size} selected` : 'Optional'}</FormHelperText>
    </FormControl>
  );
}
