import Box from '@mui/material/Box';

export default function SpacingExamples() {
  return (
    <Box sx={{ bgcolor: 'grey.100', color: 'grey.900', fontFamily: 'sans-serif' }}>
      <Box sx={{ p: 1, m: 1, bgcolor: 'grey.300', color: 'grey.900' }}>p: 1, m: 1</Box>
      <Box sx={{ px: 4, py: 1, mx: 'auto', width: 'fit-content', bgcolor: 'grey.300', color: 'grey.900' }}>px: 4, mx: auto</Box>
      <Box sx={{ p: { xs: 1, md: 3 }, mt: 2, bgcolor: 'grey.300', color: 'grey.900' }}>responsive padding</Box>
    </Box>
  );
}
