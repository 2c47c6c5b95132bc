import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}

/** The outlined card that holds a sign-in or sign-up form, with the page's single <h1>. */
export default function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: 440,
        p: { xs: 3, sm: 4 },
        boxShadow: `0 12px 32px -12px ${theme.alpha((theme.vars ?? theme).palette.common.black, 0.18)}`,
      })}
    >
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
