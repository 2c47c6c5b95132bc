import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import DeleteIcon from '@mui/icons-material/Delete';

export default function SecondaryActionList() {
  const [devices, setDevices] = React.useState(['Laptop', 'Phone', 'Tablet']);
  const [sync, setSync] = React.useState(true);

  return (
    <List sx={{ maxWidth: 360, bgcolor: 'background.paper' }}>
      <ListItem
        secondaryAction={
          <Switch edge="end" checked={sync} onChange={(event) => setSync(event.target.checked)} slotProps={{ input: { 'aria-labelledby': 'sync-label' } }} />
        }
      >
        <ListItemText id="sync-label" primary="Sync across devices" />
      </ListItem>
      {devices.map((device) => (
        <ListItem
          key={device}
          secondaryAction={
            <IconButton edge="end" aria-label={`Remove ${device}`} onClick={() => setDevices(devices.filter((d) => d !== device))}>
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemText primary={device} secondary="Signed in" />
        </ListItem>
      ))}
    </List>
  );
}
