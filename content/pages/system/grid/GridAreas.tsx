import Box from '@mui/material/Box';

export default function GridAreas() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gridTemplateAreas: `"nav header" "nav main"`, gap: 1, fontFamily: 'sans-serif' }}>
      <Box sx={{ gridArea: 'header', p: 1, bgcolor: 'grey.200', color: 'grey.900' }}>header</Box>
      <Box sx={{ gridArea: 'nav', p: 1, bgcolor: 'grey.300', color: 'grey.900' }}>nav</Box>
      <Box sx={{ gridArea: 'main', p: 1, bgcolor: 'grey.100', color: 'grey.900', minHeight: 60 }}>main</Box>
    </Box>
  );
}
