import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function TrackAndDisabled() {
  const [committed, setCommitted] = React.useState(40);

  return (
    <Box sx={{ width: 320 }}>
      <Typography variant="body2">Inverted track: the part above the value is filled</Typography>
      <Slider track="inverted" defaultValue={30} aria-label="Inverted track" />
      <Typography variant="body2">No track, with a value committed on release: {committed}</Typography>
      <Slider track={false} defaultValue={40} aria-label="No track" onChangeCommitted={(_event, value) => setCommitted(value)} />
      <Typography variant="body2">Disabled</Typography>
      <Slider disabled defaultValue={50} aria-label="Disabled slider" />
    </Box>
  );
}
