import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SettingsIcon from '@mui/icons-material/Settings';
import HelpIcon from '@mui/icons-material/Help';

const items = [
  { label: 'Home', icon: <HomeIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
  { label: 'Help', icon: <HelpIcon /> },
];

export default function TemporaryDrawer() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [page, setPage] = React.useState<string>('Home');

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open drawer
      </Button>
      <Typography sx={{ mt: 1 }}>Current page: {page}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Main" sx={{ width: 250 }}>
          <List>
            {items.map((item) => (
              <ListItemButton
                key={item.label}
                selected={page === item.label}
                onClick={() => {
                  setPage(item.label);
                  setOpen(false);
                }}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </div>
  );
}
