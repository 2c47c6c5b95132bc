import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipTriggers() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Shown on hover only" disableFocusListener disableTouchListener>
        <Button>Hover</Button>
      </Tooltip>
      <Tooltip title="Shown on keyboard focus only" disableHoverListener>
        <Button>Focus</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            title="Shown on click; click elsewhere to close"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button onClick={() => setOpen(true)}>Click</Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
