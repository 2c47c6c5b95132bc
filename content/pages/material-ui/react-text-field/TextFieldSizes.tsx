import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField label="Small" size="small" />
        <TextField label="Medium" />
      </Stack>
      <TextField label="Full width" fullWidth helperText="Stretches to the width of its container" />
    </Stack>
  );
}
