import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function BasicTextFields() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <TextField id="outlined-name" label="Outlined" variant="outlined" />
      <TextField id="filled-name" label="Filled" variant="filled" />
      <TextField id="standard-name" label="Standard" variant="standard" />
    </Box>
  );
}
