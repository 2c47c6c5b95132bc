import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';

function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export default function ValidationTextField() {
  const [email, setEmail] = React.useState<string>('');
  const [touched, setTouched] = React.useState<boolean>(false);
  const showError = touched && !isValidEmail(email);

  return (
    <TextField
      id="email-field"
      label="Email"
      type="email"
      required
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      onBlur={() => setTouched(true)}
      error={showError}
      helperText={showError ? 'Enter an address like name@example.com' : 'We never share it.'}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <AlternateEmailIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: 320 }}
    />
  );
}
