import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearWithLabel() {
  const [progress, setProgress] = React.useState(0);

  React.useEffect(() => {
    const timer = setInterval(() => setProgress((value) => (value >= 100 ? 0 : value + 5)), 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 480 }}>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-labelledby="sync-progress-label"
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography id="sync-progress-label" variant="body2" sx={{ minWidth: 110, color: 'text.secondary' }}>
        Syncing {progress}%
      </Typography>
    </Box>
  );
}
