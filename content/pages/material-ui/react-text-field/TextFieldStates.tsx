import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldStates() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField label="Full name" required defaultValue="Ada Lovelace" />
      <TextField label="Account id" disabled defaultValue="AC-0042" />
      <TextField label="Plan" defaultValue="Team" slotProps={{ htmlInput: { readOnly: true } }} helperText="Read-only" />
      <TextField label="Coupon" error defaultValue="SUMMER" helperText="This code has expired" />
    </Box>
  );
}
