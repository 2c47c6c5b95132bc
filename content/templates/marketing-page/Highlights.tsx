import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import SecurityRounded from '@mui/icons-material/SecurityRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';

const HIGHLIGHTS: ReadonlyArray<{ icon: ReactNode; title: string; description: string }> = [
  {
    icon: <BoltRounded />,
    title: 'Fast everywhere',
    description: 'Every view opens in under 100 ms, even on large workspaces.',
  },
  {
    icon: <TuneRounded />,
    title: 'Made to fit',
    description: 'Custom fields, views and workflows without writing code.',
  },
  {
    icon: <AutoFixHighRounded />,
    title: 'Automations',
    description: 'Hand repetitive updates to rules that run while you sleep.',
  },
  {
    icon: <HubRounded />,
    title: 'Connected',
    description: 'Two-way sync with the tools you already use, through a public API.',
  },
  {
    icon: <SecurityRounded />,
    title: 'Secure by design',
    description: 'SSO, audit logs, and encryption in transit and at rest.',
  },
  {
    icon: <SupportAgentRounded />,
    title: 'Humans who help',
    description: 'Real engineers answer support, on every plan.',
  },
];

/**
 * Six reasons to choose the product, on a deliberately dark band. The band keeps its dark colours in both schemes,
 * so its text uses the fixed light colours of the palette rather than the scheme's text colours.
 */
export default function Highlights() {
  return (
    <Box
      id="highlights"
      component="section"
      aria-labelledby="highlights-title"
      sx={{ bgcolor: 'grey.900', color: 'common.white', py: { xs: 8, sm: 12 }, scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Typography id="highlights-title" component="h2" variant="h3" sx={{ mb: 1.5 }}>
          Highlights
        </Typography>
        <Typography sx={{ color: 'grey.400', mb: { xs: 4, sm: 6 }, maxWidth: 560 }}>
          The small things that add up: speed, flexibility and a team behind the product that picks up the phone.
        </Typography>
        <Grid container spacing={2.5}>
          {HIGHLIGHTS.map(({ icon, title, description }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Stack
                spacing={1.5}
                sx={{ height: '100%', p: 3, borderRadius: 2, border: 1, borderColor: 'grey.800', bgcolor: 'grey.800' }}
              >
                <Box aria-hidden sx={{ color: 'primary.light', display: 'flex' }}>
                  {icon}
                </Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'grey.400' }}>
                  {description}
                </Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
