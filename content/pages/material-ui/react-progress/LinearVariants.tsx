import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="caption">indeterminate</Typography>
      <LinearProgress aria-label="Loading" />
      <Typography variant="caption">determinate, 60 %</Typography>
      <LinearProgress variant="determinate" value={60} color="success" aria-label="Sixty percent" />
      <Typography variant="caption">buffer: 40 % played, 65 % downloaded</Typography>
      <LinearProgress variant="buffer" value={40} valueBuffer={65} color="secondary" aria-label="Video buffer" />
      <Typography variant="caption">query: work that has not started yet</Typography>
      <LinearProgress variant="query" color="inherit" aria-label="Waiting to start" />
    </Stack>
  );
}
