import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function UploadProgress() {
  const [progress, setProgress] = React.useState<number>(30);

  return (
    <Stack spacing={3} sx={{ width: 320 }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label="Loading" />
        <CircularProgress variant="determinate" value={progress} aria-label="Upload" />
        <Typography variant="body2">{progress}%</Typography>
      </Stack>
      <LinearProgress aria-label="Syncing" />
      <Box>
        <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setProgress(Math.max(0, progress - 10))}>
          −10%
        </Button>
        <Button size="small" onClick={() => setProgress(Math.min(100, progress + 10))}>
          +10%
        </Button>
      </Stack>
    </Stack>
  );
}
