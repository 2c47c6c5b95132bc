import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function BasicModal() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open modal
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="modal-title"
        aria-describedby="modal-description"
      >
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 360,
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id="modal-title" variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id="modal-description" sx={{ my: 2 }}>
            Press ? anywhere to open this list. Press Escape to close it.
          </Typography>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </Box>
      </Modal>
    </div>
  );
}
