import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ActionAlerts() {
  const [showError, setShowError] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <Alert severity="success">Your changes have been saved.</Alert>
      <Alert severity="info" variant="outlined">
        A new version is available.
      </Alert>
      <Alert
        severity="warning"
        variant="filled"
        action={
          <Button color="inherit" size="small">
            Renew
          </Button>
        }
      >
        Your subscription expires in 3 days.
      </Alert>
      {showError ? (
        <Alert severity="error" onClose={() => setShowError(false)}>
          <AlertTitle>Upload failed</AlertTitle>
          The file is larger than 10 MB.
        </Alert>
      ) : (
        <Button onClick={() => setShowError(true)}>Show the error again</Button>
      )}
    </Stack>
  );
}
