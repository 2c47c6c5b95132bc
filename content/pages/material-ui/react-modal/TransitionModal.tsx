import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function TransitionModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show the shortcuts
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
        aria-labelledby="shortcuts-title"
      >
        <Fade in={open} timeout={400}>
          <Box
            tabIndex={-1}
            sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', width: 320, bgcolor: 'background.paper', boxShadow: 24, borderRadius: 2, p: 3 }}
          >
            <Typography id="shortcuts-title" variant="h6" component="h2">
              Keyboard shortcuts
            </Typography>
            <Typography sx={{ mt: 1 }}>/ to search · g then h to go home · ? to show this list</Typography>
          </Box>
        </Fade>
      </Modal>
    </>
  );
}
