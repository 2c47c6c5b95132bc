import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function SemanticHeadings() {
  return (
    <Box component="article">
      <Typography variant="h5" component="h2" gutterBottom>
        An h2 that looks like h5
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ color: 'text.secondary' }}>
        An h3 styled as subtitle1
      </Typography>
      <Typography variant="body2" component="div">
        A body2 paragraph rendered as a div, because it will hold block elements.
      </Typography>
    </Box>
  );
}
