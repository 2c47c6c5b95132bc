import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';

export type SocialProvider = 'Google' | 'GitHub';

const PROVIDERS = [
  { name: 'Google', icon: <Google /> },
  { name: 'GitHub', icon: <GitHub /> },
] as const satisfies ReadonlyArray<{ name: SocialProvider; icon: ReactNode }>;

interface SocialButtonsProps {
  /** The verb on each button: "Sign in with Google", "Sign up with GitHub". */
  action: 'Sign in' | 'Sign up';
  onSelect: (provider: SocialProvider) => void;
}

/** One outlined button per identity provider. */
export default function SocialButtons({ action, onSelect }: SocialButtonsProps) {
  return (
    <Stack spacing={1.5}>
      {PROVIDERS.map(({ name, icon }) => (
        <Button
          key={name}
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={icon}
          onClick={() => onSelect(name)}
          sx={{ borderColor: 'divider' }}
        >
          {action} with {name}
        </Button>
      ))}
    </Stack>
  );
}
