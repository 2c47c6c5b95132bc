import Box from '@mui/material/Box';

export default function TypographyExamples() {
  return (
    <Box sx={{ fontFamily: 'sans-serif' }}>
      <Box sx={{ fontSize: 24, fontWeight: 'bold' }}>fontSize 24, bold</Box>
      <Box sx={{ fontStyle: 'italic', letterSpacing: 2 }}>italic, letterSpacing 2</Box>
      <Box sx={{ textAlign: 'right', textTransform: 'uppercase' }}>right-aligned uppercase</Box>
      <Box sx={{ fontFamily: 'monospace', lineHeight: 2 }}>monospace, lineHeight 2</Box>
    </Box>
  );
}
