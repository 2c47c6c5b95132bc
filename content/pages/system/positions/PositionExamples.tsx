import Box from '@mui/material/Box';

export default function PositionExamples() {
  return (
    <Box sx={{ position: 'relative', height: 120, bgcolor: 'grey.100', color: 'grey.900', fontFamily: 'sans-serif' }}>
      <Box sx={{ position: 'absolute', top: 8, left: 8, p: 1, bgcolor: 'grey.300', color: 'grey.900', zIndex: 1 }}>top-left, z 1</Box>
      <Box sx={{ position: 'absolute', top: 24, left: 40, p: 1, bgcolor: 'grey.400', color: 'grey.900' }}>overlapping</Box>
      <Box sx={{ position: 'absolute', bottom: 8, right: 8, p: 1, bgcolor: 'grey.300', color: 'grey.900' }}>bottom-right</Box>
    </Box>
  );
}
