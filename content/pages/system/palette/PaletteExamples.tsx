import Box from '@mui/material/Box';

export default function PaletteExamples() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', fontFamily: 'sans-serif' }}>
      <Box sx={{ p: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>primary.main</Box>
      <Box sx={{ p: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>secondary.main</Box>
      <Box sx={{ p: 1, bgcolor: 'error.main', color: 'common.white' }}>error.main</Box>
      <Box sx={{ p: 1, bgcolor: 'grey.200', color: 'text.secondary' }}>text.secondary</Box>
    </Box>
  );
}
