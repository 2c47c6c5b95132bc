import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import SiteFooter from '../shared/SiteFooter.tsx';
import SiteHeader, { type NavLink } from '../shared/SiteHeader.tsx';
import PricingTiers from './PricingTiers.tsx';

const LINKS: readonly NavLink[] = [
  { label: 'Product', href: '../marketing-page/' },
  { label: 'Pricing', href: '../pricing/' },
  { label: 'Blog', href: '../blog/' },
];

const INCLUDED = [
  { title: 'No lock-in', text: 'Export everything, any time, in open formats.' },
  { title: 'Uptime you can count on', text: '99.9% availability, with a public status page.' },
  { title: 'Change plans freely', text: 'Upgrade or downgrade whenever; we prorate the difference.' },
];

/** A pricing page: three plans with a monthly/yearly switch, what every plan includes, and a sales contact. */
export default function PricingTemplate() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        color: 'text.primary',
        bgcolor: 'background.default',
      }}
    >
      <SiteHeader links={LINKS} current="Pricing" />
      <Box component="main">
        <Container maxWidth="md" sx={{ pt: { xs: 6, sm: 10 }, pb: 4, textAlign: 'center' }}>
          <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
            Simple pricing that grows with you
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            Start free, then pay per user once your team needs more. Every paid plan starts with a 14-day trial.
          </Typography>
        </Container>
        <Container maxWidth="lg" component="section" aria-label="Plans" sx={{ pb: { xs: 6, sm: 10 } }}>
          <PricingTiers headingLevel="h2" />
        </Container>
        <Container maxWidth="lg" component="section" aria-labelledby="included-title" sx={{ pb: { xs: 8, sm: 12 } }}>
          <Typography id="included-title" component="h2" variant="h4" sx={{ mb: 3, textAlign: 'center' }}>
            Included in every plan
          </Typography>
          <Grid container spacing={3}>
            {INCLUDED.map(({ title, text }) => (
              <Grid key={title} size={{ xs: 12, sm: 4 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text}
                </Typography>
              </Grid>
            ))}
          </Grid>
          <Typography variant="body2" sx={{ mt: 6, textAlign: 'center', color: 'text.secondary' }}>
            More than 250 seats, or need an invoice?{' '}
            <Link href="#" sx={{ fontWeight: 600 }}>
              Talk to sales
            </Link>
          </Typography>
        </Container>
      </Box>
      <SiteFooter />
    </Box>
  );
}
