import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkVariantsAndButtons() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Stack spacing={1.5}>
      <Link href="#basic-links" variant="h6">
        A link in the h6 variant
      </Link>
      <Link href="#basic-links" variant="body2" color="secondary">
        A body2 link in the secondary colour
      </Link>
      <Link href="#security" target="_blank" rel="noopener noreferrer">
        Opens in a new tab
      </Link>
      <Typography variant="body2">
        Terms apply.{' '}
        <Link component="button" variant="body2" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Hide details' : 'Show details'}
        </Link>
      </Typography>
      {expanded && <Typography variant="body2">The offer ends on the last day of the month.</Typography>}
    </Stack>
  );
}
