import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';

/** A call to action beside the stat cards. */
export default function HighlightCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="highlight-title" sx={{ height: '100%' }}>
      <CardContent>
        <InsightsRounded aria-hidden sx={{ color: 'primary.main' }} />
        <Typography id="highlight-title" component="h3" variant="subtitle2" sx={{ mt: 1, fontWeight: 600 }}>
          Explore your data
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Find out which pages bring visitors back, and which ones they leave from.
        </Typography>
        <Button variant="contained" size="small" endIcon={<ChevronRightRounded />} href="#pages-title">
          See page details
        </Button>
      </CardContent>
    </Card>
  );
}
