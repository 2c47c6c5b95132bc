import Box from '@mui/material/Box';

export default function BorderExamples() {
  return (
    <Box sx={{ display: 'flex', gap: 2, fontFamily: 'sans-serif' }}>
      <Box sx={{ p: 2, border: 1, borderColor: 'grey.400' }}>border: 1</Box>
      <Box sx={{ p: 2, borderBottom: 3, borderColor: 'primary.main' }}>borderBottom: 3</Box>
      <Box sx={{ p: 2, border: '2px dashed', borderColor: 'error.main', borderRadius: 2 }}>radius 2</Box>
      <Box sx={{ p: 2, border: 1, borderColor: 'success.main', borderRadius: '50%' }}>round</Box>
    </Box>
  );
}
