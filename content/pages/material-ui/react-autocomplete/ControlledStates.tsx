import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const languages = ['Dutch', 'English', 'French', 'German', 'Italian', 'Portuguese', 'Spanish'];

export default function ControlledStates() {
  const [value, setValue] = React.useState<string | null>('French');
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <Typography variant="body2">
        value: {value === null ? 'null' : `'${value}'`} · inputValue: '{inputValue}'
      </Typography>
      <Autocomplete
        value={value}
        onChange={(_event, next) => setValue(next)}
        inputValue={inputValue}
        onInputChange={(_event, next) => setInputValue(next)}
        options={languages}
        renderInput={(params) => <TextField {...params} label="Language" />}
      />
    </Stack>
  );
}
