import { LinearProgress, Stack, Typography } from '@mui/joy';

export default function LinearDemo() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <LinearProgress aria-label="Loading page" />
      <LinearProgress determinate value={40} color="success" aria-label="Profile completion" />
      <LinearProgress
        determinate
        value={65}
        thickness={24}
        variant="outlined"
        aria-label="Storage used"
        sx={{ '--LinearProgress-radius': '8px' }}
      >
        <Typography level="body-xs" sx={{ fontWeight: 'lg', mixBlendMode: 'difference' }}>
          65% of storage used
        </Typography>
      </LinearProgress>
    </Stack>
  );
}
