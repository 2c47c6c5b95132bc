import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';

const WIDTH = 180;

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);

  return (
    <Box sx={{ position: 'relative', display: 'flex', height: 240, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <Drawer variant="persistent" open={open} slotProps={{ paper: { sx: { position: 'absolute', width: WIDTH } } }}>
        <IconButton aria-label="Close the folder list" onClick={() => setOpen(false)} sx={{ alignSelf: 'flex-end', m: 0.5 }}>
          <ChevronLeftIcon />
        </IconButton>
        <List component="nav" dense aria-label="Folders">
          {['Documents', 'Photos', 'Music'].map((folder) => (
            <ListItemButton key={folder}>
              <ListItemText primary={folder} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box sx={{ flex: 1, p: 2, ml: open ? `${WIDTH}px` : 0, transition: (theme) => theme.transitions.create('margin') }}>
        {!open && (
          <IconButton aria-label="Open the folder list" onClick={() => setOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography>The content moves over while the drawer is open, instead of being covered.</Typography>
      </Box>
    </Box>
  );
}
