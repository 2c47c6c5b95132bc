import * as React from 'react';
import { Button, Snackbar } from '@mui/joy';

export default function SnackbarDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Archive message
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        color="success"
        variant="soft"
        endDecorator={
          <Button size="sm" variant="plain" color="success" onClick={() => setOpen(false)}>
            Undo
          </Button>
        }
      >
        Message archived.
      </Snackbar>
    </React.Fragment>
  );
}
