import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

export default function TransitionAlert() {
  const [open, setOpen] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Collapse in={open}>
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <IconButton aria-label="Dismiss" color="inherit" size="small" onClick={() => setOpen(false)}>
              <CloseIcon fontSize="inherit" />
            </IconButton>
          }
        >
          Tip: press / anywhere to search.
        </Alert>
      </Collapse>
      <Button variant="outlined" disabled={open} onClick={() => setOpen(true)}>
        Show the tip again
      </Button>
    </Box>
  );
}
