import Box from '@mui/material/Box';

export default function SizingExamples() {
  return (
    <Box sx={{ fontFamily: 'sans-serif' }}>
      <Box sx={{ width: 1 / 4, p: 1, mb: 1, bgcolor: 'grey.200', color: 'grey.900' }}>width 1/4</Box>
      <Box sx={{ width: 0.5, p: 1, mb: 1, bgcolor: 'grey.300', color: 'grey.900' }}>width 0.5</Box>
      <Box sx={{ width: 200, p: 1, mb: 1, bgcolor: 'grey.200', color: 'grey.900' }}>width 200</Box>
      <Box sx={{ width: 'auto', maxWidth: 'sm', p: 1, bgcolor: 'grey.300', color: 'grey.900' }}>maxWidth sm</Box>
    </Box>
  );
}
