import * as React from 'react';
import { List, ListItem, ListItemButton, ListItemDecorator } from '@mui/joy';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';
import Drafts from '@mui/icons-material/Drafts';

const folders = [
  { label: 'Inbox', Icon: Inbox },
  { label: 'Sent', Icon: Send },
  { label: 'Drafts', Icon: Drafts },
];

export default function InteractiveList() {
  const [current, setCurrent] = React.useState('Inbox');

  return (
    <List sx={{ maxWidth: 260 }}>
      {folders.map(({ label, Icon }) => (
        <ListItem key={label}>
          <ListItemButton selected={current === label} onClick={() => setCurrent(label)}>
            <ListItemDecorator>
              <Icon />
            </ListItemDecorator>
            {label}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
