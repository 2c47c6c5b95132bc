import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function InvisibleBackdrop() {
  const [open, setOpen] = React.useState(false);
  const [clicks, setClicks] = React.useState(0);

  return (
    <Box>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open a panel
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Clicks caught by the invisible backdrop: {clicks}
      </Typography>
      <Backdrop
        invisible
        open={open}
        onClick={() => {
          setClicks(clicks + 1);
          setOpen(false);
        }}
        sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}
      >
        <Paper sx={{ p: 2 }} onClick={(event) => event.stopPropagation()}>
          Click outside this panel to close it.
        </Paper>
      </Backdrop>
    </Box>
  );
}
