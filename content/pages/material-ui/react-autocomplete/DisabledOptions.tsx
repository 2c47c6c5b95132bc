import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const slots = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
const booked = new Set(['09:30', '10:30']);

export default function DisabledOptions() {
  return (
    <Autocomplete
      options={slots}
      getOptionDisabled={(slot) => booked.has(slot)}
      sx={{ width: 240 }}
      renderInput={(params) => <TextField {...params} label="Appointment" helperText="Greyed times are booked" />}
    />
  );
}
