import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function GroupedSelect() {
  return (
    <FormControl sx={{ minWidth: 220 }}>
      <InputLabel id="font-label">Font</InputLabel>
      <Select labelId="font-label" label="Font" defaultValue="inter">
        <ListSubheader>Sans serif</ListSubheader>
        <MenuItem value="inter">Inter</MenuItem>
        <MenuItem value="roboto">Roboto</MenuItem>
        <ListSubheader>Serif</ListSubheader>
        <MenuItem value="garamond">Garamond</MenuItem>
        <MenuItem value="merriweather">Merriweather</MenuItem>
        <ListSubheader>Monospace</ListSubheader>
        <MenuItem value="jetbrains">JetBrains Mono</MenuItem>
      </Select>
    </FormControl>
  );
}
