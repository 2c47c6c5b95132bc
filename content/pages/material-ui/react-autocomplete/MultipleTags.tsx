import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languages: string[] = ['TypeScript', 'JavaScript', 'Rust', 'Go', 'Python', 'Kotlin', 'Swift'];

export default function MultipleTags() {
  const [value, setValue] = React.useState<string[]>(['TypeScript']);

  return (
    <Autocomplete
      multiple
      options={languages}
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      filterSelectedOptions
      sx={{ width: 360 }}
      renderInput={(params) => (
        <TextField {...params} label="Languages" placeholder="Add a language" />
      )}
    />
  );
}
