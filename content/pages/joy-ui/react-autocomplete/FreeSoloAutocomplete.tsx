import { Autocomplete, FormControl, FormHelperText, FormLabel } from '@mui/joy';

const recent = ['hiking boots', 'headlamp', 'hammock', 'hand warmers'];

export default function FreeSoloAutocomplete() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Search the shop</FormLabel>
      <Autocomplete freeSolo placeholder="Type anything" options={recent} />
      <FormHelperText>Recent searches are only suggestions</FormHelperText>
    </FormControl>
  );
}
