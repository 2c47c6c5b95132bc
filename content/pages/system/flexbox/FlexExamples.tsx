import Box from '@mui/material/Box';

export default function FlexExamples() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, justifyContent: 'space-between', alignItems: 'center', gap: 1, p: 1, bgcolor: 'grey.100', color: 'grey.900', fontFamily: 'sans-serif' }}>
      <Box sx={{ p: 1, bgcolor: 'grey.300', color: 'grey.900', order: 2 }}>order 2</Box>
      <Box sx={{ p: 1, bgcolor: 'grey.300', color: 'grey.900', flexGrow: 1 }}>flexGrow 1</Box>
      <Box sx={{ p: 1, bgcolor: 'grey.300', color: 'grey.900', alignSelf: 'flex-end' }}>alignSelf end</Box>
    </Box>
  );
}
