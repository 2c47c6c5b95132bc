import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function MouseOverPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;

  return (
    <Typography>
      The meeting is with{' '}
      <Typography
        component="span"
        aria-owns={open ? 'profile-preview' : undefined}
        aria-haspopup="true"
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        sx={{ color: 'primary.main', textDecoration: 'underline dotted', cursor: 'help' }}
      >
        Dr. Amara Obi
      </Typography>
      .
      <Popover
        id="profile-preview"
        sx={{ pointerEvents: 'none' }}
        open={open}
        anchorEl={anchorEl}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        onClose={() => setAnchorEl(null)}
        disableRestoreFocus
      >
        <Typography sx={{ p: 1.5 }}>Head of research · Lagos office</Typography>
      </Popover>
    </Typography>
  );
}
