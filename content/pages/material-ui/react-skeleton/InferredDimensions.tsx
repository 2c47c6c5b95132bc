import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const variants: Array<NonNullable<TypographyProps['variant']>> = ['h3', 'h5', 'body1', 'caption'];

export default function InferredDimensions() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel control={<Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />} label="Loading" />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, sm: 7 }}>
          {variants.map((variant) => (
            <Typography key={variant} variant={variant} component="div">
              {loading ? <Skeleton /> : `A line of ${variant}`}
            </Typography>
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {loading ? (
              <Skeleton variant="circular">
                <Avatar />
              </Skeleton>
            ) : (
              <Avatar>RK</Avatar>
            )}
            {loading ? (
              <Skeleton width="100%">
                <Typography>Rafael Kowalski</Typography>
              </Skeleton>
            ) : (
              <Typography>Rafael Kowalski</Typography>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
