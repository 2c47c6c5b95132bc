import Box from '@mui/material/Box';
import { Container } from '@mui/system';

export default function ContainerDemo() {
  return (
    <Box sx={{ bgcolor: 'grey.100', color: 'grey.900', py: 2 }}>
      <Container maxWidth="sm">
        <Box sx={{ bgcolor: 'grey.300', color: 'grey.900', p: 2, fontFamily: 'sans-serif' }}>
          Centred, at most as wide as the sm breakpoint.
        </Box>
      </Container>
    </Box>
  );
}
