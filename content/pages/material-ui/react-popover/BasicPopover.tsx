import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function BasicPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const id = open ? 'password-rules' : undefined;

  return (
    <div>
      <Button aria-describedby={id} variant="outlined" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Password rules
      </Button>
      <Popover
        id={id}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Typography sx={{ p: 2, maxWidth: 280 }}>
          Use at least 12 characters with a mix of letters and numbers.{' '}
          <Link href="#">Learn more about secure passwords</Link>.
        </Typography>
      </Popover>
    </div>
  );
}
