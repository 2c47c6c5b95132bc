import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const reviewers = ['Noor Haddad', 'Leo Martins', 'Yuki Tanaka'];

export default function SimpleDialog() {
  const [open, setOpen] = React.useState(false);
  const [reviewer, setReviewer] = React.useState(reviewers[0]);

  const choose = (name: string) => {
    setReviewer(name);
    setOpen(false);
  };

  return (
    <>
      <Typography gutterBottom>Reviewer: {reviewer}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change reviewer
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Pick a reviewer</DialogTitle>
        <List sx={{ pt: 0 }}>
          {reviewers.map((name) => (
            <ListItemButton key={name} selected={name === reviewer} onClick={() => choose(name)}>
              <ListItemAvatar>
                <Avatar>{name[0]}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </>
  );
}
