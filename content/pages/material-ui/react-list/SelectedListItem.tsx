import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import DraftsIcon from '@mui/icons-material/Drafts';
import SendIcon from '@mui/icons-material/Send';

const folders = [
  { name: 'Inbox', count: 12, icon: <InboxIcon /> },
  { name: 'Drafts', count: 3, icon: <DraftsIcon /> },
  { name: 'Sent', count: 0, icon: <SendIcon /> },
];

export default function SelectedListItem() {
  const [selected, setSelected] = React.useState<string>('Inbox');

  return (
    <Paper variant="outlined" sx={{ width: 300 }}>
      <List component="nav" aria-label="Mail folders">
        {folders.map((folder) => (
          <ListItemButton
            key={folder.name}
            selected={selected === folder.name}
            aria-current={selected === folder.name ? 'page' : undefined}
            onClick={() => setSelected(folder.name)}
          >
            <ListItemIcon>{folder.icon}</ListItemIcon>
            <ListItemText
              primary={folder.name}
              secondary={folder.count ? `${folder.count} messages` : 'Empty'}
            />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <List component="nav" dense aria-label="Deleted mail">
        <ListItemButton>
          <ListItemText primary="Trash" />
        </ListItemButton>
      </List>
    </Paper>
  );
}
