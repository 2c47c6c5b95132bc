import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function SemanticPaper() {
  return (
    <Paper component="section" aria-labelledby="release-notes-title" elevation={2} sx={{ p: 2, maxWidth: 420 }}>
      <Typography id="release-notes-title" variant="h6" component="h3" gutterBottom>
        Release notes
      </Typography>
      <Typography variant="body2">
        This surface is a section element named by its heading, so assistive technology lists it as a region.
      </Typography>
    </Paper>
  );
}
