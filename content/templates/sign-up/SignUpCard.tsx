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
import {
  PASSWORD_MIN_LENGTH,
  hasNoErrors,
  validateEmail,
  validatePassword,
  validateRequired,
} from '../shared/validation.ts';

type Field = 'name' | 'email' | 'password';
type Values = Record<Field, string>;

const VALIDATORS: Record<Field, (value: string) => string> = {
  name: (value) => validateRequired(value, 'full name'),
  email: validateEmail,
  password: validatePassword,
};

function validateAll(values: Values): Values {
  return {
    name: VALIDATORS.name(values.name),
    email: VALIDATORS.email(values.email),
    password: VALIDATORS.password(values.password),
  };
}

const EMPTY: Values = { name: '', email: '', password: '' };

/** The sign-up form: name, email, password and an opt-in for product updates, validated on submit. */
export default function SignUpCard() {
  const [values, setValues] = React.useState(EMPTY);
  const [errors, setErrors] = React.useState(EMPTY);
  const [wantsUpdates, setWantsUpdates] = React.useState(false);
  const [outcome, setOutcome] = React.useState<string | null>(null);

  const handleChange = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: VALIDATORS[field](value) }));
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validateAll(values);
    setErrors(next);
    if (!hasNoErrors(next)) {
      setOutcome(null);
      return;
    }
    const firstName = values.name.trim().split(/\s+/)[0];
    setOutcome(
      `Welcome aboard, ${firstName}! ${wantsUpdates ? 'We’ll keep you posted by email.' : 'No newsletters, promised.'}`,
    );
  };

  return (
    <AuthCard title="Create your account" subtitle="Free for 14 days. No credit card needed.">
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Sign up">
        <Stack spacing={2}>
          {outcome && (
            <Alert severity="success" role="status">
              {outcome} (A demo: nothing was sent.)
            </Alert>
          )}
          <TextField
            id="sign-up-name"
            name="name"
            label="Full name"
            placeholder="Ada Lovelace"
            autoComplete="name"
            required
            fullWidth
            value={values.name}
            onChange={handleChange('name')}
            error={Boolean(errors.name)}
            helperText={errors.name}
          />
          <TextField
            id="sign-up-email"
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
          <PasswordField
            id="sign-up-password"
            name="password"
            label="Password"
            autoComplete="new-password"
            required
            fullWidth
            value={values.password}
            onChange={handleChange('password')}
            error={Boolean(errors.password)}
            helperText={errors.password || `At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <FormControlLabel
            control={
              <Checkbox
                name="updates"
                checked={wantsUpdates}
                onChange={(event) => setWantsUpdates(event.target.checked)}
              />
            }
            label="Send me product news and tips by email."
          />
          <Button type="submit" variant="contained" size="large" fullWidth>
            Create account
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>or</Divider>
      <SocialButtons action="Sign up" onSelect={(provider) => setOutcome(`Continuing with ${provider}.`)} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
        Already have an account?{' '}
        <Link href="../sign-in/" sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
