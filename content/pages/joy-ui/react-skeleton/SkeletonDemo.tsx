import { Avatar, Card, Skeleton, Stack, Typography } from '@mui/joy';

export default function SkeletonDemo() {
  const loading = true;
  return (
    <Card variant="outlined" sx={{ width: 320 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar>
          <Skeleton loading={loading}>AL</Skeleton>
        </Avatar>
        <Typography level="title-md">
          <Skeleton loading={loading}>Ada Lovelace</Skeleton>
        </Typography>
      </Stack>
      <Skeleton variant="rectangular" height={100} />
      <Typography level="body-sm">
        <Skeleton loading={loading}>A short biography that will appear when data arrives.</Skeleton>
      </Typography>
    </Card>
  );
}
