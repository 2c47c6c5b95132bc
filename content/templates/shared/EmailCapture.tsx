import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateEmail } from './validation.ts';

interface EmailCaptureProps {
  /** Unique on the page; used for the field's id. */
  id: string;
  buttonLabel: string;
  /** The confirmation shown once a valid address is submitted. */
  confirmation: (email: string) => string;
}

/** An inline "email + button" form (hero, newsletter) that validates the address and confirms in place. */
export default function EmailCapture({ id, buttonLabel, confirmation }: EmailCaptureProps) {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [confirmed, setConfirmed] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validateEmail(email);
    setError(message);
    setConfirmed(message ? null : email.trim());
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={id}
          name="email"
          type="email"
          size="small"
          placeholder="Your email address"
          autoComplete="email"
          fullWidth
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(validateEmail(event.target.value));
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { 'aria-label': 'Email address' } }}
          sx={{ flex: 1, minWidth: { sm: 240 } }}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' }, minHeight: 40 }}
        >
          {buttonLabel}
        </Button>
      </Stack>
      <Typography
        role="status"
        variant="body2"
        sx={(theme) => ({
          mt: confirmed ? 1 : 0,
          color: 'success.dark',
          ...theme.applyStyles('dark', { color: 'success.light' }),
        })}
      >
        {confirmed ? confirmation(confirmed) : ''}
      </Typography>
    </form>
  );
}
