import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { TransitionProps } from '@mui/material/transitions';

const SlideUp = React.forwardRef(function SlideUp(props: TransitionProps & { children: React.ReactElement }, ref: React.Ref<unknown>) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function FullScreenDialog() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write a post
      </Button>
      <Dialog fullScreen open={open} onClose={close} slots={{ transition: SlideUp }}>
        <AppBar sx={{ position: 'relative' }}>
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={close} aria-label="Close">
              <CloseIcon />
            </IconButton>
            <Typography variant="h6" component="h2" sx={{ ml: 2, flex: 1 }}>
              New post
            </Typography>
            <Button color="inherit" onClick={close}>
              Publish
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <TextField label="Title" fullWidth margin="normal" />
          <TextField label="Body" fullWidth multiline minRows={8} />
        </DialogContent>
      </Dialog>
    </>
  );
}
