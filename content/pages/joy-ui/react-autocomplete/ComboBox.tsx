import { Autocomplete, FormControl, FormLabel } from '@mui/joy';

const languages = ['TypeScript', 'JavaScript', 'Rust', 'Go', 'Python', 'Kotlin', 'Swift', 'Elixir'];

export default function ComboBox() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Favourite language</FormLabel>
      <Autocomplete options={languages} placeholder="Start typing…" />
    </FormControl>
  );
}
