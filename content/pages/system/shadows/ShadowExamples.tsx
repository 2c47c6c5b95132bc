import Box from '@mui/material/Box';

export default function ShadowExamples() {
  return (
    <Box sx={{ display: 'flex', gap: 3, p: 2, fontFamily: 'sans-serif' }}>
      {[0, 1, 2, 3].map((level) => (
        <Box key={level} sx={{ p: 2, borderRadius: 1, boxShadow: level, bgcolor: 'background.paper' }}>
          boxShadow: {level}
        </Box>
      ))}
    </Box>
  );
}
