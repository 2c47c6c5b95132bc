import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RestoreIcon from '@mui/icons-material/Restore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LocationOnIcon from '@mui/icons-material/LocationOn';

const screens: string[] = ['Recent', 'Favourites', 'Nearby'];

export default function SimpleBottomNavigation() {
  const [value, setValue] = React.useState<number>(0);

  return (
    <Paper variant="outlined" sx={{ width: 360 }}>
      <Typography sx={{ p: 3, textAlign: 'center' }}>{screens[value]} screen</Typography>
      <BottomNavigation showLabels value={value} onChange={(_event, newValue: number) => setValue(newValue)}>
        <BottomNavigationAction label="Recent" icon={<RestoreIcon />} />
        <BottomNavigationAction label="Favourites" icon={<FavoriteIcon />} />
        <BottomNavigationAction label="Nearby" icon={<LocationOnIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
