import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const text = 'Collapse animates the size of its content. With collapsedSize, a strip stays visible, enough to hint that there is more to read below the fold.';

export default function CollapseVariants() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box>
      <FormControlLabel control={<Switch checked={open} onChange={(e) => setOpen(e.target.checked)} />} label="Expand" />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minHeight: 140 }}>
        <Collapse in={open} collapsedSize={40} sx={{ width: 220 }}>
          <Paper sx={{ p: 1 }}>
            <Typography variant="body2">{text}</Typography>
          </Paper>
        </Collapse>
        <Collapse in={open} orientation="horizontal" collapsedSize={24}>
          <Paper sx={{ p: 1, width: 200 }}>
            <Typography variant="body2">Horizontal: the width animates from the start edge.</Typography>
          </Paper>
        </Collapse>
      </Box>
    </Box>
  );
}
