import * as React from 'react';
import { AspectRatio, Box, Skeleton, Stack, Switch, Typography } from '@mui/joy';

export default function SkeletonShapes() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography component="label" endDecorator={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}>
        Loading
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={48} height={48} loading={loading}>
          <Box sx={{ width: 48, height: 48, borderRadius: '50%', bgcolor: 'primary.softBg' }} />
        </Skeleton>
        <Box sx={{ flex: 1 }}>
          <Typography level="title-sm">
            <Skeleton loading={loading}>Marisol Ortega</Skeleton>
          </Typography>
          <Typography level="body-sm">
            <Skeleton loading={loading} animation="wave">
              Shared 12 photos from the trip
            </Skeleton>
          </Typography>
        </Box>
      </Stack>
      <AspectRatio ratio="21/9">
        <Skeleton variant="overlay" loading={loading} animation={false}>
          <div style={{ background: 'linear-gradient(120deg, #ffe082, #ff8a65)' }} />
        </Skeleton>
      </AspectRatio>
      <Typography level="body-sm">
        An inline skeleton <Skeleton variant="inline" loading={loading}>sits within a sentence</Skeleton> without breaking it.
      </Typography>
    </Stack>
  );
}
