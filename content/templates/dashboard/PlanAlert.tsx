import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';

/** A small card in the side menu: the trial is ending, with a link to the plans. Dismissible. */
export default function PlanAlert() {
  const [dismissed, setDismissed] = React.useState(false);
  // The side menu renders twice below `md` (hidden permanent menu + drawer), so ids must be unique per instance.
  const titleId = React.useId();
  if (dismissed) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ m: 1.5, flexShrink: 0 }}>
      <CardContent>
        <AutoAwesomeRounded fontSize="small" aria-hidden sx={{ color: 'primary.main' }} />
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
          Your trial ends in 3 days
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
          Upgrade to keep reports and your team&apos;s dashboards.
        </Typography>
        <Button variant="contained" size="small" fullWidth href="../pricing/">
          See plans
        </Button>
        <Button size="small" fullWidth onClick={() => setDismissed(true)} sx={{ mt: 0.5 }}>
          Remind me later
        </Button>
      </CardContent>
    </Card>
  );
}
