import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';

export default function DelayedSpinner() {
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 3000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 48 }}>
      <Button variant="outlined" onClick={() => setLoading(true)} disabled={loading}>
        Load report
      </Button>
      <Fade in={loading} style={{ transitionDelay: loading ? '400ms' : '0ms' }} unmountOnExit>
        <CircularProgress size={28} aria-label="Loading the report" />
      </Fade>
    </Stack>
  );
}
