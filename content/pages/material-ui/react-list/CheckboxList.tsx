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
          <ListItemButton onClick={() => toggle(task)}>
            <ListItemIcon>
              <Checkbox edge="start" checked={done.includes(task)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': `task-${task}` } }} />
            </ListItemIcon>
            <ListItemText id={`task-${task}`} primary={task} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
