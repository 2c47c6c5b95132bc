import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function LoadingCard() {
  const [loading, setLoading] = React.useState<boolean>(true);

  return (
    <Box sx={{ width: 320 }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Box aria-busy={loading} sx={{ display: 'flex', gap: 2, mt: 1 }}>
        {loading ? (
          <Skeleton variant="circular" width={40} height={40} />
        ) : (
          <Avatar>TK</Avatar>
        )}
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1">{loading ? <Skeleton width="60%" /> : 'Taylor Kim'}</Typography>
          <Typography variant="body2">{loading ? <Skeleton /> : 'Posted a new photo'}</Typography>
        </Box>
      </Box>
      {loading ? (
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} animation="wave" />
      ) : (
        <Box sx={{ mt: 2, height: 120, borderRadius: 1, bgcolor: 'primary.light' }} />
      )}
    </Box>
  );
}
