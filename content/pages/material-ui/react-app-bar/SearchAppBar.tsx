import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

export default function SearchAppBar() {
  return (
    <AppBar position="static">
      <Toolbar>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }}>
          Recipes
        </Typography>
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.common.white, 0.15),
            '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.25) },
          })}
        >
          <SearchIcon />
          <InputBase placeholder="Search recipes…" inputProps={{ 'aria-label': 'Search recipes' }} sx={{ color: 'inherit' }} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
