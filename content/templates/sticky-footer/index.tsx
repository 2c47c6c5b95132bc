import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BrandLogo from '../shared/BrandLogo.tsx';
import ColorModeToggle from '../shared/ColorModeToggle.tsx';

/**
 * A footer that stays at the bottom of the window when the page is short, and below the content when it is
 * long. The page is a full-height flex column; `mt: 'auto'` on the footer takes up whatever space is left.
 */
export default function StickyFooterTemplate() {
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
      <Container component="header" maxWidth="md" sx={{ py: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <BrandLogo />
          <ColorModeToggle />
        </Stack>
      </Container>
      <Container component="main" maxWidth="md" sx={{ mt: { xs: 6, sm: 10 }, mb: 4 }}>
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          Sticky footer
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 2, color: 'text.secondary' }}>
          Pin a footer to the bottom of the viewport, even when there is little on the page.
        </Typography>
        <Typography>
          Resize the window, or add more content: the footer below never floats in the middle of the screen, and it
          never covers the content either.
        </Typography>
      </Container>
      <Box component="footer" sx={{ mt: 'auto', py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
        <Container maxWidth="md">
          <Typography variant="body1">The footer sits here, at the bottom.</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {'© Orbital 2026 · '}
            <Link href="../marketing-page/" color="inherit">
              Orbital home
            </Link>
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
