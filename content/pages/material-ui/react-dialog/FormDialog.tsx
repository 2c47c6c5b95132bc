import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [name, setName] = React.useState<string>('');
  const [saved, setSaved] = React.useState<string>('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(name);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Rename project
      </Button>
      {saved && <Typography sx={{ mt: 1 }}>Project renamed to “{saved}”.</Typography>}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="rename-title">
        <form onSubmit={handleSubmit}>
          <DialogTitle id="rename-title">Rename project</DialogTitle>
          <DialogContent>
            <DialogContentText>The new name will be visible to all members.</DialogContentText>
            <TextField
              autoFocus
              required
              margin="dense"
              label="Project name"
              fullWidth
              variant="standard"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit">Rename</Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
