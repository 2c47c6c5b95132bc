import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

export default function BottomAppBar() {
  return (
    <Box sx={{ position: 'relative', height: 200, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Typography sx={{ p: 2 }}>On phones, the main actions can live in a bar at the bottom, within reach of the thumb.</Typography>
      <AppBar position="absolute" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open menu">
            <MenuIcon />
          </IconButton>
          <Fab color="secondary" aria-label="Add" sx={{ position: 'absolute', zIndex: 1, top: -28, left: 0, right: 0, mx: 'auto' }}>
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
