import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RatingPrecisionAndStates() {
  return (
    <Stack spacing={1}>
      <Typography component="legend">Half stars</Typography>
      <Rating name="half-stars" defaultValue={3.5} precision={0.5} />
      <Typography component="legend">Read only: 4.2 from 318 reviews</Typography>
      <Rating name="read-only" value={4.2} precision={0.1} readOnly />
      <Typography component="legend">Disabled</Typography>
      <Rating name="disabled" value={2} disabled />
      <Typography component="legend">Ten icons, small and large</Typography>
      <Rating name="ten-small" defaultValue={6} max={10} size="small" />
      <Rating name="large" defaultValue={2} size="large" />
    </Stack>
  );
}
