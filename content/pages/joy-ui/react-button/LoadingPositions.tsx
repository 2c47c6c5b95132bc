import * as React from 'react';
import { Button, Stack } from '@mui/joy';
import Send from '@mui/icons-material/Send';

export default function LoadingPositions() {
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setBusy(false), 2000);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <Stack direction="row" spacing={1}>
      <Button loading={busy} onClick={() => setBusy(true)}>
        Centre
      </Button>
      <Button loading={busy} loadingPosition="start" startDecorator={<Send />} variant="soft" onClick={() => setBusy(true)}>
        Start
      </Button>
      <Button loading={busy} loadingPosition="end" endDecorator={<Send />} variant="outlined" onClick={() => setBusy(true)}>
        End
      </Button>
    </Stack>
  );
}
