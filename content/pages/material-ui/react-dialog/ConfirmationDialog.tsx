import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function ConfirmationDialog() {
  const [open, setOpen] = React.useState(false);
  const [outcome, setOutcome] = React.useState('');

  const close = (result: string) => {
    setOutcome(result);
    setOpen(false);
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete branch
      </Button>
      {outcome && <DialogContentText sx={{ mt: 1 }}>{outcome}</DialogContentText>}
      <Dialog open={open} onClose={() => close('Nothing was deleted.')} aria-labelledby="delete-title" aria-describedby="delete-text">
        <DialogTitle id="delete-title">Delete the branch “release/2.4”?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-text">Its 12 unmerged commits will be lost. This cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => close('The branch was kept.')}>
            Keep branch
          </Button>
          <Button color="error" onClick={() => close('The branch was deleted.')}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
