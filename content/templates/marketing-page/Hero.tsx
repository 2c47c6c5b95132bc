import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailCapture from '../shared/EmailCapture.tsx';
import ProductPreview from './ProductPreview.tsx';

/** The opening section: the promise, an email field to start a trial, and a picture of the product. */
export default function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        backgroundImage: `radial-gradient(ellipse 80% 60% at 50% -20%, ${theme.alpha(
          (theme.vars ?? theme).palette.primary.main,
          0.2,
        )}, transparent)`,
      })}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 8, sm: 14 }, pb: { xs: 8, sm: 12 } }}>
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
          <Typography
            id="hero-title"
            component="h1"
            sx={{ typography: 'h1', fontSize: { xs: '2.5rem', sm: '3.5rem' }, letterSpacing: '-0.02em' }}
          >
            Plan, ship and measure,{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              all in one orbit
            </Box>
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            Orbital brings your roadmap, your releases and the numbers that follow them into one calm workspace, so the
            whole team knows what matters next.
          </Typography>
          <Box sx={{ width: '100%', maxWidth: 460 }}>
            <EmailCapture
              id="hero-email"
              buttonLabel="Start free trial"
              confirmation={(email) => `Great! We sent a sign-in link to ${email}.`}
            />
            <Typography variant="caption" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
              By starting a trial you agree to our <Link href="#">Terms &amp; Conditions</Link>.
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ mt: { xs: 6, sm: 10 } }}>
          <ProductPreview />
        </Box>
      </Container>
    </Box>
  );
}
