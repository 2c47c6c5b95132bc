import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertSeverities() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert severity="success">The backup finished at 02:14.</Alert>
      <Alert severity="info">Maintenance is planned for Sunday night.</Alert>
      <Alert severity="warning">Disk usage is above 80 %.</Alert>
      <Alert severity="error">The last backup failed.</Alert>
    </Stack>
  );
}
