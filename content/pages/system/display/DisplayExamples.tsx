import Box from '@mui/material/Box';

export default function DisplayExamples() {
  return (
    <Box sx={{ fontFamily: 'sans-serif' }}>
      <Box sx={{ display: 'inline', p: 1, bgcolor: 'grey.200', color: 'grey.900' }}>inline</Box>{' '}
      <Box sx={{ display: 'inline-block', p: 1, bgcolor: 'grey.300', color: 'grey.900' }}>inline-block</Box>
      <Box sx={{ display: { xs: 'none', md: 'block' }, mt: 1 }}>Visible from the md breakpoint up.</Box>
      <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 1 }}>Visible below the md breakpoint.</Box>
    </Box>
  );
}
