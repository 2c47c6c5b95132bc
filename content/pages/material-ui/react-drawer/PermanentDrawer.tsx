import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import BarChartIcon from '@mui/icons-material/BarChart';

const destinations = [
  { label: 'Dashboard', Icon: DashboardIcon },
  { label: 'Customers', Icon: PeopleIcon },
  { label: 'Reports', Icon: BarChartIcon },
];

export default function PermanentDrawer() {
  return (
    <Box sx={{ display: 'flex', height: 260, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <Drawer variant="permanent" slotProps={{ paper: { sx: { position: 'relative', width: 200 } } }}>
        <Typography variant="subtitle2" sx={{ p: 2 }}>
          Acme admin
        </Typography>
        <Divider />
        <List component="nav" aria-label="Admin sections">
          {destinations.map(({ label, Icon }, index) => (
            <ListItemButton key={label} selected={index === 0}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flex: 1, p: 3 }}>
        <Typography>The page content sits beside the drawer, which never closes.</Typography>
      </Box>
    </Box>
  );
}
