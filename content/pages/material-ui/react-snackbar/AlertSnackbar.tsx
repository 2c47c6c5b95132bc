import * as React from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const outcomes: Array<{ severity: AlertColor; text: string }> = [
  { severity: 'success', text: 'Invoice sent to the client' },
  { severity: 'error', text: 'The invoice could not be sent' },
];

export default function AlertSnackbar() {
  const [shown, setShown] = React.useState<(typeof outcomes)[number] | null>(null);
  const close = (_event?: React.SyntheticEvent | Event | null, reason?: string) => {
    if (reason !== 'clickaway') setShown(null);
  };

  return (
    <Stack direction="row" spacing={2}>
      {outcomes.map((outcome) => (
        <Button key={outcome.severity} variant="outlined" color={outcome.severity} onClick={() => setShown(outcome)}>
          Simulate {outcome.severity}
        </Button>
      ))}
      <Snackbar open={shown !== null} autoHideDuration={5000} onClose={close}>
        <Alert onClose={close} severity={shown?.severity ?? 'success'} variant="filled" sx={{ width: '100%' }}>
          {shown?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
