import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AuthCard from '../shared/AuthCard.tsx';
import PasswordField from '../shared/PasswordField.tsx';
import SocialButtons from '../shared/SocialButtons.tsx';
import { hasNoErrors, validateEmail, validatePassword } from '../shared/validation.ts';
import ForgotPasswordDialog from './ForgotPasswordDialog.tsx';

type Field = 'email' | 'password';

const VALIDATORS: Record<Field, (value: string) => string> = {
  email: validateEmail,
  password: validatePassword,
};

const NO_ERRORS: Record<Field, string> = { email: '', password: '' };

/**
 * The sign-in form. Fields are checked when the form is submitted; after that, a field with an error is
 * re-checked as the reader types, so the message disappears as soon as the value is fixed.
 */
export default function SignInCard() {
  const [values, setValues] = React.useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = React.useState(NO_ERRORS);
  const [forgotOpen, setForgotOpen] = React.useState(false);
  const [outcome, setOutcome] = React.useState<string | null>(null);

  const handleChange = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: VALIDATORS[field](value) }));
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { email: validateEmail(values.email), password: validatePassword(values.password) };
    setErrors(next);
    if (!hasNoErrors(next)) {
      setOutcome(null);
      return;
    }
    const remember = new FormData(event.currentTarget).get('remember') === 'on';
    setOutcome(`Signed in as ${values.email.trim()}${remember ? ', and remembered on this device' : ''}.`);
  };

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to pick up where you left off.">
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Sign in">
        <Stack spacing={2}>
          {outcome && (
            <Alert severity="success" role="status">
              {outcome} (A demo: nothing was sent.)
            </Alert>
          )}
          <TextField
            id="sign-in-email"
            name="email"
            type="email"
            label="Email"
            placeholder="name@example.com"
            autoComplete="email"
            required
            fullWidth
            value={values.email}
            onChange={handleChange('email')}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <Box>
            <PasswordField
              id="sign-in-password"
              name="password"
              label="Password"
              autoComplete="current-password"
              required
              fullWidth
              value={values.password}
              onChange={handleChange('password')}
              error={Boolean(errors.password)}
              helperText={errors.password}
            />
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: 0.5 }}
            >
              <FormControlLabel control={<Checkbox name="remember" size="small" />} label="Remember me" />
              <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
                Forgot your password?
              </Link>
            </Stack>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>or</Divider>
      <SocialButtons action="Sign in" onSelect={(provider) => setOutcome(`Continuing with ${provider}.`)} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
        Don&apos;t have an account?{' '}
        <Link href="../sign-up/" sx={{ fontWeight: 600 }}>
          Sign up
        </Link>
      </Typography>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
