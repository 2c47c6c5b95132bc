import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import * as React from 'react';

const threads = [
  { from: 'Priya', subject: 'Offsite agenda', preview: 'I added a slot for the roadmap review on the second morning, see you there.' },
  { from: 'Marco', subject: 'Re: invoices', preview: 'All three are paid now; the receipts are in the shared folder.' },
];

export default function AvatarList() {
  return (
    <List sx={{ maxWidth: 420, bgcolor: 'background.paper' }}>
      {threads.map((thread, index) => (
        <React.Fragment key={thread.subject}>
          {index > 0 && <Divider variant="inset" component="li" aria-hidden />}
          <ListItem alignItems="flex-start">
            <ListItemAvatar>
              <Avatar>{thread.from[0]}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={thread.subject} secondary={`${thread.from} — ${thread.preview}`} />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
