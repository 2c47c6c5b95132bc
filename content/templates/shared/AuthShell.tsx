import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import BrandLogo from './BrandLogo.tsx';
import ColorModeToggle from './ColorModeToggle.tsx';

/**
 * The page around the sign-in and sign-up cards: a slim header (logo, colour-mode toggle) over a centred
 * <main>, on a soft primary-tinted glow that follows the colour scheme.
 */
export default function AuthShell({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: 'text.primary',
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(ellipse 80% 50% at 50% -10%, ${theme.alpha(
          (theme.vars ?? theme).palette.primary.main,
          0.14,
        )}, transparent)`,
      })}
    >
      <Stack
        component="header"
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 2 }}
      >
        <Link href="../marketing-page/" underline="none" aria-label="Orbital home">
          <BrandLogo />
        </Link>
        <ColorModeToggle />
      </Stack>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 3 },
          pb: { xs: 4, sm: 8 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
