import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const colors: Array<NonNullable<AppBarProps['color']>> = ['primary', 'secondary', 'default', 'transparent', 'inherit'];

export default function AppBarColors() {
  return (
    <Stack spacing={2}>
      {colors.map((color) => (
        <AppBar key={color} position="static" color={color} enableColorOnDark>
          <Toolbar variant="dense">
            <Typography variant="h6" component="p">
              color="{color}"
            </Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
