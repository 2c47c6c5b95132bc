import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectStates() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl required sx={{ minWidth: 160 }}>
        <InputLabel id="state-required-label">Region</InputLabel>
        <Select labelId="state-required-label" label="Region *" defaultValue="">
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          <MenuItem value="eu">Europe</MenuItem>
          <MenuItem value="as">Asia</MenuItem>
        </Select>
        <FormHelperText>Required</FormHelperText>
      </FormControl>
      <FormControl error sx={{ minWidth: 160 }}>
        <InputLabel id="state-error-label">Shipping</InputLabel>
        <Select labelId="state-error-label" label="Shipping" defaultValue="air">
          <MenuItem value="air">Air freight</MenuItem>
          <MenuItem value="sea">Sea freight</MenuItem>
        </Select>
        <FormHelperText>Not available for this address</FormHelperText>
      </FormControl>
      <FormControl disabled aria-disabled size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="state-disabled-label">Warehouse</InputLabel>
        <Select labelId="state-disabled-label" label="Warehouse" defaultValue="north">
          <MenuItem value="north">North</MenuItem>
        </Select>
        <FormHelperText>Small and disabled</FormHelperText>
      </FormControl>
    </Stack>
  );
}
