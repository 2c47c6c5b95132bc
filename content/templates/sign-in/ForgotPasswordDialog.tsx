import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { validateEmail } from '../shared/validation.ts';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks for an email address and confirms that a reset link is on its way (nothing is actually sent). */
export default function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [sentTo, setSentTo] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validateEmail(email);
    setError(message);
    if (!message) setSentTo(email.trim());
  };

  // Start afresh next time the dialog opens.
  const handleExited = () => {
    setEmail('');
    setError('');
    setSentTo(null);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="forgot-password-title"
      slotProps={{ transition: { onExited: handleExited } }}
    >
      <DialogTitle id="forgot-password-title">Reset your password</DialogTitle>
      {sentTo ? (
        <>
          <DialogContent>
            <DialogContentText role="status">
              If an account exists for {sentTo}, a link to reset its password is on its way. The link expires in one
              hour.
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={handleSubmit}>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>
              Enter the email address of your account and we&apos;ll send you a link to choose a new password.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              required
              id="forgot-password-email"
              name="email"
              type="email"
              label="Email address"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(validateEmail(event.target.value));
              }}
              error={Boolean(error)}
              helperText={error || ' '}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Send reset link
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
