import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export default function UndoSnackbar() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [archived, setArchived] = React.useState<number>(0);

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => { setArchived(archived + 1); setOpen(true); }}>
        Archive message
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>Archived: {archived}</Typography>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        message="Message archived"
        action={
          <>
            <Button color="secondary" size="small" onClick={() => { setArchived(archived - 1); setOpen(false); }}>
              Undo
            </Button>
            <IconButton size="small" aria-label="Close" color="inherit" onClick={() => setOpen(false)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </div>
  );
}
