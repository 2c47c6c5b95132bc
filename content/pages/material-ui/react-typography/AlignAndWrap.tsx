import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const sentence = 'Ferries leave every twenty minutes from the north pier, weather permitting, until late evening.';

export default function AlignAndWrap() {
  return (
    <Box sx={{ maxWidth: 320, display: 'grid', gap: 2 }}>
      <Typography align="center" gutterBottom>
        Centred, with a bottom gutter.
      </Typography>
      <Typography align="right">Aligned to the end.</Typography>
      <Typography noWrap>{sentence}</Typography>
      <Typography sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {sentence} {sentence}
      </Typography>
    </Box>
  );
}
