import * as React from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export default function ExpandableCard() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        title="Sourdough starter"
        subheader="Day 1 of 7"
        action={
          <IconButton aria-label="Card options">
            <MoreVertIcon />
          </IconButton>
        }
      />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Mix equal weights of flour and water, cover loosely and leave somewhere warm.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label={expanded ? 'Hide the full schedule' : 'Show the full schedule'}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          sx={{ ml: 'auto', transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} unmountOnExit>
        <CardContent>
          <Typography variant="body2">Days 2–7: discard half, then feed with 50 g flour and 50 g water each morning.</Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
