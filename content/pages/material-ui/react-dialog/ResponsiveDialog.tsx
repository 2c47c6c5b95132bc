import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Share location
      </Button>
      <Dialog fullScreen={small} open={open} onClose={() => setOpen(false)} aria-labelledby="location-title">
        <DialogTitle id="location-title" sx={{ pr: 6 }}>
          Share your location with this site?
        </DialogTitle>
        <IconButton aria-label="Close" onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <DialogContentText>Narrow the window below 600 px and open the dialog again: it takes the whole screen.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not now</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Share
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
