import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';

/** The signed-in person at the foot of the side menu, with an options menu (profile, account, sign out). */
export default function UserMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const close = () => setAnchor(null);

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Avatar
        aria-hidden
        sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14 }}
      >
        RA
      </Avatar>
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          Renata Alves
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
          renata@northbeam.example
        </Typography>
      </Stack>
      <IconButton
        size="small"
        aria-label="Account options"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <MenuItem onClick={close}>Profile</MenuItem>
        <MenuItem onClick={close}>My account</MenuItem>
        <MenuItem onClick={close}>Add another account</MenuItem>
        <MenuItem onClick={close}>Settings</MenuItem>
        <Divider />
        <MenuItem component="a" href="../sign-in/">
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </Stack>
  );
}
