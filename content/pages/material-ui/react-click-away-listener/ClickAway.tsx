import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';

export default function ClickAway() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        sx={{ position: 'relative', width: 'fit-content' }}
        onKeyDown={(event: React.KeyboardEvent) => event.key === 'Escape' && setOpen(false)}
      >
        <Button variant="outlined" aria-expanded={open} onClick={() => setOpen(!open)}>
          Filters
        </Button>
        {open && (
          <Box
            sx={{
              position: 'absolute',
              top: 44,
              left: 0,
              zIndex: 1,
              width: 240,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              boxShadow: 3,
            }}
          >
            Click anywhere outside this panel, or press Escape, to close it.
          </Box>
        )}
      </Box>
    </ClickAwayListener>
  );
}
