import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CelebrationIcon from '@mui/icons-material/Celebration';

export default function AlertIcons() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert icon={<CheckIcon fontSize="inherit" />} severity="success">
        A plain check mark instead of the default icon.
      </Alert>
      <Alert iconMapping={{ info: <CelebrationIcon fontSize="inherit" /> }} severity="info">
        `iconMapping` changes the icon for a severity.
      </Alert>
      <Alert icon={false} severity="warning">
        No icon at all.
      </Alert>
      <Alert severity="error" color="info">
        An error alert painted in the info colour.
      </Alert>
    </Stack>
  );
}
