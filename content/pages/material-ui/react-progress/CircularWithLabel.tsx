import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function CircularWithLabel() {
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => setProgress((value) => (value >= 100 ? 0 : value + 10)), 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress variant="determinate" value={progress} size={64} aria-label="Export progress" />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {`${progress}%`}
        </Typography>
      </Box>
    </Box>
  );
}
