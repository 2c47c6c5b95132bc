import * as React from 'react';
import { Button, DialogContent, DialogTitle, Modal, ModalClose, ModalDialog, Stack } from '@mui/joy';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog role="alertdialog" aria-labelledby="delete-title">
          <ModalClose />
          <DialogTitle id="delete-title">Delete project?</DialogTitle>
          <DialogContent>This removes all files. You cannot undo it.</DialogContent>
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color="danger" onClick={() => setOpen(false)}>
              Delete
            </Button>
          </Stack>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
