import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import FeatureIllustration, { type FeatureArt } from './FeatureIllustration.tsx';

const FEATURES: ReadonlyArray<{ art: FeatureArt; icon: React.ReactNode; title: string; description: string }> = [
  {
    art: 'insights',
    icon: <InsightsRounded />,
    title: 'Dashboards that answer questions',
    description: 'See how every release moves your numbers, with charts that update as events arrive.',
  },
  {
    art: 'mobile',
    icon: <PhoneIphoneRounded />,
    title: 'Your work, in your pocket',
    description: 'Triage, comment and approve from the mobile app, with notifications that respect your focus time.',
  },
  {
    art: 'platforms',
    icon: <DevicesRounded />,
    title: 'On every platform',
    description: 'Web, desktop and mobile apps share one workspace, so nothing is lost between devices.',
  },
];

/** Three features as selectable cards; the panel beside them pictures the selected one. */
export default function Features() {
  const [selected, setSelected] = React.useState(0);
  const feature = FEATURES[selected];

  return (
    <Container
      id="features"
      component="section"
      aria-labelledby="features-title"
      maxWidth="lg"
      sx={{ py: { xs: 8, sm: 12 }, scrollMarginTop: 64 }}
    >
      <Box sx={{ maxWidth: 640, mb: { xs: 4, sm: 6 } }}>
        <Typography id="features-title" component="h2" variant="h3" sx={{ mb: 1.5 }}>
          Features
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Everything a product team needs to move from idea to impact, without stitching five tools together.
        </Typography>
      </Box>
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={1.5}>
            {FEATURES.map((item, index) => {
              const isSelected = index === selected;
              return (
                <ButtonBase
                  key={item.title}
                  aria-pressed={isSelected}
                  aria-controls="feature-panel"
                  onClick={() => setSelected(index)}
                  sx={{
                    display: 'flex',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    gap: 2,
                    p: 2.5,
                    textAlign: 'left',
                    borderRadius: 2,
                    border: 1,
                    borderColor: isSelected ? 'primary.main' : 'divider',
                    bgcolor: isSelected ? 'action.selected' : 'transparent',
                    transition: 'background-color 150ms, border-color 150ms',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
                  }}
                >
                  {/* A <button> may hold only phrasing content, hence spans throughout. */}
                  <Box
                    component="span"
                    sx={{ color: isSelected ? 'primary.main' : 'text.secondary', display: 'flex', pt: 0.25 }}
                  >
                    {item.icon}
                  </Box>
                  <span>
                    <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600 }}>
                      {item.title}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                      {item.description}
                    </Typography>
                  </span>
                </ButtonBase>
              );
            })}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Box
            id="feature-panel"
            aria-live="polite"
            sx={(theme) => ({
              height: '100%',
              minHeight: 280,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              p: { xs: 3, sm: 5 },
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              backgroundImage: `linear-gradient(160deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12)}, transparent 70%)`,
            })}
          >
            <FeatureIllustration art={feature.art} />
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {feature.title}
            </Typography>
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
