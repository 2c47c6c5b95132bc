import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface City {
  name: string;
  country: string;
}

const cities: City[] = [
  { name: 'Lyon', country: 'France' },
  { name: 'Paris', country: 'France' },
  { name: 'Toulouse', country: 'France' },
  { name: 'Kyoto', country: 'Japan' },
  { name: 'Osaka', country: 'Japan' },
  { name: 'Tokyo', country: 'Japan' },
  { name: 'Lima', country: 'Peru' },
  { name: 'Cusco', country: 'Peru' },
];

export default function GroupedOptions() {
  const sorted = [...cities].sort((a, b) => a.country.localeCompare(b.country));
  return (
    <Autocomplete
      options={sorted}
      groupBy={(city) => city.country}
      getOptionLabel={(city) => city.name}
      sx={{ width: 320 }}
      renderInput={(params) => <TextField {...params} label="City" />}
    />
  );
}
