import { Alert, Button, Stack, Typography } from '@mui/joy';
import Info from '@mui/icons-material/Info';

export default function InvertedAlert() {
  return (
    <Alert
      variant="solid"
      color="primary"
      invertedColors
      startDecorator={<Info />}
      sx={{ maxWidth: 480, alignItems: 'flex-start' }}
    >
      <Stack spacing={1}>
        <Typography level="title-md">A new version is ready</Typography>
        <Typography level="body-sm" textColor="inherit">Restart the app to get the faster search and the new export options.</Typography>
        <Stack direction="row" spacing={1}>
          <Button size="sm" variant="solid">
            Restart now
          </Button>
          <Button size="sm" variant="outlined">
            Later
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
