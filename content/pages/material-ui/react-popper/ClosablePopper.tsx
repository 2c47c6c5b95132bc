import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function ClosablePopper() {
  const anchorRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button ref={anchorRef} variant="outlined" aria-describedby={open ? 'shipping-help' : undefined} onClick={() => setOpen(!open)}>
        Shipping details
      </Button>
      <Popper id="shipping-help" open={open} anchorEl={anchorRef.current} placement="bottom-start" transition>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper sx={{ p: 2, maxWidth: 280, mt: 1 }} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
              <ClickAwayListener onClickAway={(event) => !anchorRef.current?.contains(event.target as Node) && setOpen(false)}>
                <Typography variant="body2">Orders placed before 14:00 leave the warehouse the same day. Click outside to close.</Typography>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </>
  );
}
