import { Autocomplete, FormControl, FormLabel } from '@mui/joy';

const timezones = [
  { label: 'Lisbon', region: 'Europe' },
  { label: 'Warsaw', region: 'Europe' },
  { label: 'Nairobi', region: 'Africa' },
  { label: 'Accra', region: 'Africa' },
  { label: 'Manila', region: 'Asia' },
  { label: 'Seoul', region: 'Asia' },
].sort((a, b) => a.region.localeCompare(b.region));

export default function GroupedAutocomplete() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Time zone</FormLabel>
      <Autocomplete
        options={timezones}
        groupBy={(zone) => zone.region}
        getOptionDisabled={(zone) => zone.label === 'Seoul'}
        placeholder="Pick a city"
      />
    </FormControl>
  );
}
