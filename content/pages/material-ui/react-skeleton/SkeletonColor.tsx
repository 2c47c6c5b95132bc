import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export default function SkeletonColor() {
  return (
    <Box sx={{ bgcolor: 'grey.900', p: 3, width: 280, borderRadius: 1 }}>
      <Skeleton sx={{ bgcolor: 'grey.800' }} variant="rounded" height={80} />
      <Skeleton sx={{ bgcolor: 'grey.800', mt: 1 }} width="70%" />
      <Skeleton sx={{ bgcolor: 'grey.800' }} width="45%" />
    </Box>
  );
}
