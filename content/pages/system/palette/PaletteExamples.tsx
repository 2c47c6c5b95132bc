import Box from '@mui/material/Box';

export default function PaletteExamples() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', fontFamily: 'sans-serif' }}>
      <Box sx={{ p: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>primary.main</Box>
      <Box sx={{ p: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>secondary.main</Box>
      <Box sx={{ p: 1, bgcolor: 'error.dark', color: 'common.white' }}>error.dark</Box>
      <Box sx={{ p: 1, bgcolor: 'background.paper', color: 'text.secondary', border: 1, borderColor: 'divider' }}>text.secondary</Box>
    </Box>
  );
}
