import { CircularProgress, Stack, Typography } from '@mui/joy';

export default function CircularDemo() {
  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <CircularProgress aria-label="Loading" />
      <CircularProgress color="success" determinate value={72} size="lg" aria-label="Upload progress">
        <Typography level="body-xs">72%</Typography>
      </CircularProgress>
      <CircularProgress variant="soft" size="sm" aria-label="Refreshing" />
    </Stack>
  );
}
