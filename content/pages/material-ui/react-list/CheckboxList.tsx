import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const tasks = ['Book the venue', 'Send invitations', 'Order catering', 'Print badges'];

export default function CheckboxList() {
  const [done, setDone] = React.useState<string[]>(['Book the venue']);
  const toggle = (task: string) =>
    setDone((current) => (current.includes(task) ? current.filter((t) => t !== task) : [...current, task]));

  return (
    <List dense sx={{ maxWidth: 360, bgcolor: 'background.paper' }}>
      {tasks.map((task) => (
        <ListItem key={task} disablePadding>
          {/* The row is the checkbox's label, so a click anywhere on it toggles the one focusable control. */}
          <ListItemButton component="label" role={undefined} tabIndex={-1}>
            <ListItemIcon>
              <Checkbox edge="start" checked={done.includes(task)} onChange={() => toggle(task)} />
            </ListItemIcon>
            <ListItemText primary={task} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
