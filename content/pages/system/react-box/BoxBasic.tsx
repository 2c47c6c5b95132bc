import Box from '@mui/material/Box';

export default function BoxBasic() {
  return (
    <Box
      component="section"
      sx={{ p: 2, border: '1px dashed', borderColor: 'grey.500', borderRadius: 1, fontFamily: 'sans-serif' }}
    >
      This section is a Box.
    </Box>
  );
}
