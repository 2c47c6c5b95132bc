import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ width: 240 }}>
      <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
      <Skeleton variant="circular" width={40} height={40} />
      <Skeleton variant="rectangular" width={240} height={60} />
      <Skeleton variant="rounded" width={240} height={60} />
    </Stack>
  );
}
