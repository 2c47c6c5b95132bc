import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircle from '@mui/icons-material/AccountCircle';

export default function ButtonAppBar() {
  const [signedIn, setSignedIn] = React.useState<boolean>(false);

  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <Toolbar>
          <IconButton size="large" edge="start" color="inherit" aria-label="Open menu" sx={{ mr: 2 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Photos
          </Typography>
          {signedIn ? (
            <IconButton color="inherit" aria-label="Account" onClick={() => setSignedIn(false)}>
              <AccountCircle />
            </IconButton>
          ) : (
            <Button color="inherit" onClick={() => setSignedIn(true)}>
              Sign in
            </Button>
          )}
        </Toolbar>
      </AppBar>
    </Box>
  );
}
