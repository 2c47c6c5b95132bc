import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const surface = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  bgcolor: 'background.paper',
  boxShadow: 24,
  borderRadius: 2,
  p: 3,
} as const;

export default function NestedModals() {
  const [outer, setOuter] = React.useState(false);
  const [inner, setInner] = React.useState(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOuter(true)}>
        Edit profile
      </Button>
      <Modal open={outer} onClose={() => setOuter(false)} aria-labelledby="profile-modal-title">
        <Box tabIndex={-1} sx={{ ...surface, width: 360 }}>
          <Typography id="profile-modal-title" variant="h6" component="h2">
            Edit profile
          </Typography>
          <Typography sx={{ my: 1 }}>A second modal opens on top; Escape closes only the top one.</Typography>
          <Button onClick={() => setInner(true)}>Change photo</Button>
          <Modal open={inner} onClose={() => setInner(false)} aria-labelledby="photo-modal-title">
            <Box tabIndex={-1} sx={{ ...surface, width: 260 }}>
              <Typography id="photo-modal-title" variant="h6" component="h3">
                Change photo
              </Typography>
              <Button onClick={() => setInner(false)}>Done</Button>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </>
  );
}
