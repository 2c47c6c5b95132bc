import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FixedContainer() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
      <Container fixed>
        <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 2 }}>
          <Typography variant="body2">
            A fixed container: resize the window and its width jumps from one breakpoint width to the next instead of following the window.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
