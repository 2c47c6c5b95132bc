import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& .MuiTextField-root': { width: '28ch' } }}>
      <TextField label="Grows up to four rows" multiline maxRows={4} defaultValue={'First line\nSecond line'} />
      <TextField label="Always three rows" multiline rows={3} placeholder="Type a note" />
      <TextField label="At least two rows" multiline minRows={2} variant="filled" />
    </Box>
  );
}
