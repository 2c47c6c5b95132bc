import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const justifyOptions = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'];
const alignOptions = ['flex-start', 'center', 'flex-end', 'stretch'];

export default function AlignmentStack() {
  const [justify, setJustify] = React.useState('space-between');
  const [align, setAlign] = React.useState('center');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField select size="small" label="justifyContent" value={justify} onChange={(e) => setJustify(e.target.value)} sx={{ minWidth: 180 }}>
          {justifyOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="alignItems" value={align} onChange={(e) => setAlign(e.target.value)} sx={{ minWidth: 160 }}>
          {alignOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: justify, alignItems: align, height: 120, bgcolor: 'action.hover', p: 1 }}>
        {[40, 70, 55].map((height) => (
          <Paper key={height} sx={{ p: 1, minHeight: height }}>
            {height}px
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
