import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

export default function DenseAndProminentAppBars() {
  return (
    <Stack spacing={2}>
      <AppBar position="static">
        <Toolbar variant="dense">
          <IconButton edge="start" color="inherit" aria-label="Open menu" sx={{ mr: 2 }}>
            <MenuIcon />
          </IconButton>
          <Typography component="p">A dense toolbar, for desktop apps</Typography>
        </Toolbar>
      </AppBar>
      <AppBar position="static" color="secondary">
        <Toolbar sx={{ minHeight: 128, alignItems: 'flex-start', pt: 1, pb: 2 }}>
          <IconButton edge="start" color="inherit" aria-label="Open menu" sx={{ mr: 2 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h5" component="p" sx={{ flexGrow: 1, alignSelf: 'flex-end' }}>
            A prominent bar with room for a large title
          </Typography>
          <IconButton color="inherit" aria-label="Search">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Stack>
  );
}
