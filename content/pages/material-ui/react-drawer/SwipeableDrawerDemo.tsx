import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

export default function SwipeableDrawerDemo() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show filters
      </Button>
      <SwipeableDrawer anchor="bottom" open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        <Box sx={{ p: 3 }}>
          <Box sx={{ width: 32, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mb: 2 }} />
          <Typography variant="h6" component="p">
            Filters
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>On a touch screen, swipe this sheet down to close it.</Typography>
        </Box>
      </SwipeableDrawer>
    </>
  );
}
