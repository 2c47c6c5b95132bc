import { FormControl, FormHelperText, FormLabel, Input } from '@mui/joy';

export default function ComposedTextField() {
  return (
    <FormControl required sx={{ maxWidth: 320 }}>
      <FormLabel>Username</FormLabel>
      <Input placeholder="e.g. ada_l" name="username" />
      <FormHelperText>Letters, digits and underscores only.</FormHelperText>
    </FormControl>
  );
}
