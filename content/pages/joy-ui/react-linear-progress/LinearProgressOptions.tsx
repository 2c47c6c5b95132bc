import * as React from 'react';
import { LinearProgress, Stack, Typography } from '@mui/joy';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function LinearProgressOptions() {
  const [value, setValue] = React.useState(20);

  React.useEffect(() => {
    const timer = setInterval(() => setValue((current) => (current >= 100 ? 0 : current + 10)), 700);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {variants.map((variant) => (
        <LinearProgress key={variant} variant={variant} color="primary" aria-label={`${variant} progress`} />
      ))}
      <LinearProgress determinate value={value} color="success" aria-label="Upload progress" />
      <LinearProgress
        determinate
        value={value}
        thickness={24}
        variant="outlined"
        color="neutral"
        aria-label="Labelled progress"
        sx={{ '--LinearProgress-radius': '8px', '--LinearProgress-progressThickness': '18px' }}
      >
        <Typography level="body-xs" sx={{ mixBlendMode: 'difference', color: 'common.white', fontWeight: 'lg' }}>
          {value}%
        </Typography>
      </LinearProgress>
    </Stack>
  );
}
