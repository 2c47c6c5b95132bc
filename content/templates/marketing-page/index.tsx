import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import EmailCapture from '../shared/EmailCapture.tsx';
import SiteFooter from '../shared/SiteFooter.tsx';
import SiteHeader, { type NavLink } from '../shared/SiteHeader.tsx';
import PricingTiers from '../pricing/PricingTiers.tsx';
import FAQ from './FAQ.tsx';
import Features from './Features.tsx';
import Hero from './Hero.tsx';
import Highlights from './Highlights.tsx';
import LogoCollection from './LogoCollection.tsx';
import Testimonials from './Testimonials.tsx';

const LINKS: readonly NavLink[] = [
  { label: 'Features', href: '#features' },
  { label: 'Testimonials', href: '#testimonials' },
  { label: 'Highlights', href: '#highlights' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'FAQ', href: '#faq' },
  { label: 'Blog', href: '../blog/' },
];

function Pricing() {
  return (
    <Container
      id="pricing"
      component="section"
      aria-labelledby="pricing-title"
      maxWidth="lg"
      sx={{ py: { xs: 8, sm: 12 }, scrollMarginTop: 64 }}
    >
      <Typography id="pricing-title" component="h2" variant="h3" sx={{ mb: 1.5, textAlign: 'center' }}>
        Pricing
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
        Start free and upgrade when your team is ready. Every paid plan comes with a 14-day trial.
      </Typography>
      <PricingTiers />
    </Container>
  );
}

/**
 * A product landing page: app bar, hero with an email sign-up, customer logos, selectable features,
 * testimonials, highlights, pricing with a billing switch, FAQ and a footer with a newsletter form.
 */
export default function MarketingPageTemplate() {
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
      <SiteHeader links={LINKS} />
      <main>
        <Hero />
        <LogoCollection />
        <Features />
        <Divider />
        <Testimonials />
        <Highlights />
        <Pricing />
        <Divider />
        <FAQ />
      </main>
      <SiteFooter>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Stay in the loop
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Product news and release notes, once a month.
        </Typography>
        <EmailCapture
          id="footer-newsletter-email"
          buttonLabel="Subscribe"
          confirmation={(email) => `Thanks! ${email} is on the list.`}
        />
      </SiteFooter>
    </Box>
  );
}
