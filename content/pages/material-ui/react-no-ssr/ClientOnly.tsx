import * as React from 'react';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';

function TimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [visits, setVisits] = React.useState<number>(1);

  return (
    <Box>
      Your browser reports the time zone <strong>{zone}</strong>.{' '}
      <button type="button" onClick={() => setVisits(visits + 1)}>
        Counted {visits}
      </button>
    </Box>
  );
}

export default function ClientOnly() {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      Rendered on the server and in the browser.
      <NoSsr fallback={<Skeleton width={320} />}>
        <TimeZone />
      </NoSsr>
    </Box>
  );
}
