import * as React from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, FormControl, FormLabel, Input, Modal, ModalDialog } from '@mui/joy';

export default function GuardedModal() {
  const [open, setOpen] = React.useState(false);
  const [title, setTitle] = React.useState('');

  return (
    <>
      <Button onClick={() => setOpen(true)}>New issue</Button>
      <Modal
        open={open}
        onClose={(_event, reason) => {
          // A stray click outside must not throw away what was typed.
          if (reason !== 'backdropClick') setOpen(false);
        }}
      >
        <ModalDialog aria-labelledby="issue-title">
          <DialogTitle id="issue-title">New issue</DialogTitle>
          <DialogContent>Clicking the backdrop does not close this dialog; Escape and the buttons do.</DialogContent>
          <FormControl>
            <FormLabel>Title</FormLabel>
            <Input autoFocus value={title} onChange={(event) => setTitle(event.target.value)} />
          </FormControl>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Create</Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Discard
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
