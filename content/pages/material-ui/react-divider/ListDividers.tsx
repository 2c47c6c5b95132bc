import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const people = ['Hana', 'Ibrahim', 'Jonas'];

export default function ListDividers() {
  return (
    <List sx={{ maxWidth: 360, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {people.map((name, index) => (
        <React.Fragment key={name}>
          {index > 0 && <Divider variant={index === 1 ? 'inset' : 'middle'} component="li" aria-hidden />}
          <ListItem>
            <ListItemAvatar>
              <Avatar>{name[0]}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={name} secondary={index === 1 ? 'Above: an inset divider' : index === 2 ? 'Above: a middle divider' : 'First row'} />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
