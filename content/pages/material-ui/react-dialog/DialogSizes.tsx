import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Breakpoint } from '@mui/material/styles';

const widths: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [maxWidth, setMaxWidth] = React.useState<Breakpoint>('sm');
  const [fullWidth, setFullWidth] = React.useState(true);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label="maxWidth" value={maxWidth} onChange={(event) => setMaxWidth(event.target.value as Breakpoint)}>
        {widths.map((width) => (
          <MenuItem key={width} value={width}>
            {width}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />} label="fullWidth" />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={maxWidth} fullWidth={fullWidth}>
        <DialogTitle>A {maxWidth} dialog</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {fullWidth ? 'It stretches to its maximum width.' : 'It is as wide as its content, up to the maximum.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
