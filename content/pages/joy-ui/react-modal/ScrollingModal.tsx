import * as React from 'react';
import { Button, DialogTitle, Modal, ModalClose, ModalDialog, ModalOverflow, Typography } from '@mui/joy';

const sections = Array.from({ length: 24 }, (_, index) => `Section ${index + 1}: the licence terms continue here.`);

export default function ScrollingModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Read the licence
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalOverflow>
          <ModalDialog aria-labelledby="licence-title">
            <ModalClose />
            <DialogTitle id="licence-title">Licence</DialogTitle>
            {sections.map((section) => (
              <Typography key={section}>{section}</Typography>
            ))}
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </>
  );
}
