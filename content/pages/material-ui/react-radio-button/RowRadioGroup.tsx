import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RowRadioGroup() {
  return (
    <FormControl>
      <FormLabel id="delivery-speed-label">Delivery</FormLabel>
      <RadioGroup row aria-labelledby="delivery-speed-label" name="delivery-speed" defaultValue="standard">
        <FormControlLabel value="economy" control={<Radio />} label="Economy" />
        <FormControlLabel value="standard" control={<Radio />} label="Standard" />
        <FormControlLabel value="express" control={<Radio />} label="Express" />
        <FormControlLabel value="drone" disabled control={<Radio />} label="Drone (soon)" />
      </RadioGroup>
    </FormControl>
  );
}
