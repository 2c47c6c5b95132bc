import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const clauses = Array.from({ length: 30 }, (_, index) => `Clause ${index + 1}. The parties agree to read every clause with care.`);

export default function ScrollingDialog() {
  const [scroll, setScroll] = React.useState<DialogProps['scroll'] | null>(null);
  const close = () => setScroll(null);

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => setScroll('paper')}>scroll=paper</Button>
      <Button onClick={() => setScroll('body')}>scroll=body</Button>
      <Dialog open={scroll !== null} onClose={close} scroll={scroll ?? 'paper'} aria-labelledby="terms-title">
        <DialogTitle id="terms-title">Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {clauses.map((clause) => (
            <DialogContentText key={clause} sx={{ mb: 1 }}>
              {clause}
            </DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Decline</Button>
          <Button onClick={close}>Accept</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
