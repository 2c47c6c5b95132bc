import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltRounded from '@mui/icons-material/BoltRounded';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import SecurityRounded from '@mui/icons-material/SecurityRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';

const FEATURES: ReadonlyArray<{ icon: ReactNode; title: string; description: string }> = [
  {
    icon: <TuneRounded />,
    title: 'Adapts to how you work',
    description: 'Views, filters and shortcuts you set up once follow you to every project.',
  },
  {
    icon: <BoltRounded />,
    title: 'Fast by default',
    description: 'Pages load in a blink and stay responsive, even with years of data behind them.',
  },
  {
    icon: <SecurityRounded />,
    title: 'Private and secure',
    description: 'Single sign-on, audit logs and encryption at rest, on every plan.',
  },
  {
    icon: <DevicesRounded />,
    title: 'Everywhere you are',
    description: 'The same workspace on your laptop, tablet and phone, kept in sync.',
  },
];

/** The column beside the sign-in card: why the product is worth signing in to. */
export default function FeatureList() {
  return (
    <Box component="section" aria-labelledby="feature-list-title" sx={{ maxWidth: 440 }}>
      <Typography id="feature-list-title" component="h2" variant="h3" sx={{ mb: 3 }}>
        Everything your team needs, in one place
      </Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {FEATURES.map(({ icon, title, description }) => (
          <Stack component="li" key={title} direction="row" spacing={2}>
            <Box
              aria-hidden
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: 1,
                color: 'primary.main',
                bgcolor: 'action.selected',
              }}
            >
              {icon}
            </Box>
            <div>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {description}
              </Typography>
            </div>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
