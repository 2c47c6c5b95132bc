import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldTypes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField label="Password" type="password" autoComplete="current-password" />
      <TextField label="Quantity" type="number" defaultValue={1} slotProps={{ htmlInput: { min: 0, max: 99 } }} />
      <TextField label="Search the catalogue" type="search" />
      <TextField label="Delivery date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
    </Box>
  );
}
