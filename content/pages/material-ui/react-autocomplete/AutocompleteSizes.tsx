import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const fruits = ['Apple', 'Apricot', 'Banana', 'Cherry', 'Fig', 'Grape', 'Kiwi', 'Mango'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{ width: 360 }}>
      <Autocomplete
        size="small"
        options={fruits}
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        multiple
        limitTags={2}
        size="small"
        options={fruits}
        defaultValue={['Apple', 'Cherry', 'Fig', 'Mango']}
        renderInput={(params) => <TextField {...params} label="Small, at most two chips while blurred" />}
      />
      <Autocomplete disabled options={fruits} defaultValue="Kiwi" renderInput={(params) => <TextField {...params} label="Disabled" />} />
    </Stack>
  );
}
