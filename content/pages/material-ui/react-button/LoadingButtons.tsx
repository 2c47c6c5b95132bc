import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function LoadingButtons() {
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setBusy(false), 2000);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" loading={busy} onClick={() => setBusy(true)}>
        Refresh
      </Button>
      <Button variant="contained" loading={busy} loadingIndicator="Working…" onClick={() => setBusy(true)}>
        Export
      </Button>
      <Button
        variant="contained"
        color="secondary"
        loading={busy}
        loadingPosition="end"
        endIcon={<CloudUploadIcon />}
        onClick={() => setBusy(true)}
      >
        Upload
      </Button>
    </Stack>
  );
}
