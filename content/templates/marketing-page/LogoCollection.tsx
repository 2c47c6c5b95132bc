import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Made-up customers, each with a wordmark style of its own so the strip reads as a row of logos.
const LOGOS = [
  { name: 'Northbeam', sx: { fontWeight: 800, letterSpacing: '-0.04em' } },
  { name: 'kettle&co', sx: { fontFamily: 'Georgia, serif', fontStyle: 'italic', fontWeight: 600 } },
  { name: 'QUASAR', sx: { fontWeight: 500, letterSpacing: '0.3em' } },
  { name: 'fieldnote', sx: { fontFamily: 'ui-monospace, monospace', fontWeight: 700 } },
  { name: 'Lumos', sx: { fontWeight: 300, fontSize: '1.6rem' } },
  { name: 'atlas.io', sx: { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 6 } },
] as const;

/** "Trusted by": a strip of customer wordmarks, muted so they don't compete with the content. */
export default function LogoCollection() {
  return (
    <Container component="section" aria-labelledby="logos-title" maxWidth="lg" sx={{ py: 4 }}>
      <Typography id="logos-title" component="h2" variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        Trusted by teams at the best companies
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 3,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          columnGap: { xs: 4, md: 7 },
          rowGap: 2,
        }}
      >
        {LOGOS.map((logo) => (
          <Typography
            key={logo.name}
            component="li"
            sx={{ fontSize: '1.4rem', color: 'text.secondary', opacity: 0.8, ...logo.sx }}
          >
            {logo.name}
          </Typography>
        ))}
      </Box>
    </Container>
  );
}
