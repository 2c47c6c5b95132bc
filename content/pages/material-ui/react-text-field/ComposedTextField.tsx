import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function ComposedTextField() {
  return (
    <FormControl sx={{ width: '32ch' }}>
      <InputLabel htmlFor="composed-handle">Handle</InputLabel>
      <OutlinedInput id="composed-handle" label="Handle" defaultValue="@ada" aria-describedby="composed-handle-help" />
      <FormHelperText id="composed-handle-help">Shown on your public profile</FormHelperText>
    </FormControl>
  );
}
