import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertTitles() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert severity="warning">
        <AlertTitle>Your password expires soon</AlertTitle>
        Choose a new one before Friday to keep access to the dashboard.
      </Alert>
      <Alert severity="success" variant="outlined">
        <AlertTitle>Payment received</AlertTitle>
        We emailed the receipt to billing@example.com.
      </Alert>
    </Stack>
  );
}
