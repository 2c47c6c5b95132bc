import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';

function Tile({ label }: { label: string }) {
  return <Paper sx={{ width: 90, height: 70, p: 1 }}>{label}</Paper>;
}

export default function TransitionsPlayground() {
  const [shown, setShown] = React.useState<boolean>(true);

  return (
    <Box sx={{ overflow: 'hidden' }}>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2, height: 90, mt: 1 }}>
        <Collapse in={shown}>
          <Tile label="Collapse" />
        </Collapse>
        <Fade in={shown}>
          <div><Tile label="Fade" /></div>
        </Fade>
        <Grow in={shown}>
          <div><Tile label="Grow" /></div>
        </Grow>
        <Slide in={shown} direction="up">
          <div><Tile label="Slide" /></div>
        </Slide>
        <Zoom in={shown}>
          <div><Tile label="Zoom" /></div>
        </Zoom>
      </Box>
    </Box>
  );
}
