import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';

const chapters = ['Introduction', 'Installation', 'Configuration', 'Deployment'];

export default function ResponsiveDrawer() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = React.useState(false);

  const list = (
    <List component="nav" aria-label="Chapters" sx={{ width: 200 }}>
      {chapters.map((chapter) => (
        <ListItemButton key={chapter} onClick={() => setMobileOpen(false)}>
          <ListItemText primary={chapter} />
        </ListItemButton>
      ))}
    </List>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: 200, border: 1, borderColor: 'divider' }}>
      {wide ? (
        <Drawer variant="permanent" slotProps={{ paper: { sx: { position: 'relative' } } }}>
          {list}
        </Drawer>
      ) : (
        <Drawer variant="temporary" open={mobileOpen} onClose={() => setMobileOpen(false)} ModalProps={{ keepMounted: true }}>
          {list}
        </Drawer>
      )}
      <Box sx={{ p: 2 }}>
        {!wide && (
          <IconButton aria-label="Open chapters" onClick={() => setMobileOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography>
          {wide ? 'Wide window: the chapters stay on screen.' : 'Narrow window: the chapters open from the menu button.'}
        </Typography>
      </Box>
    </Box>
  );
}
