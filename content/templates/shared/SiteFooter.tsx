import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GitHub from '@mui/icons-material/GitHub';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import BrandLogo from './BrandLogo.tsx';

const COLUMNS = [
  { title: 'Product', links: ['Features', 'Pricing', 'Changelog', 'Roadmap'] },
  { title: 'Company', links: ['About', 'Careers', 'Press', 'Blog'] },
  { title: 'Legal', links: ['Terms', 'Privacy', 'Contact'] },
] as const;

const SOCIAL = [
  { label: 'Orbital on GitHub', icon: <GitHub fontSize="small" /> },
  { label: 'Orbital on X', icon: <X fontSize="small" /> },
  { label: 'Orbital on LinkedIn', icon: <LinkedIn fontSize="small" /> },
] as const;

/** The closing footer of the marketing, blog and pricing pages. `children` goes in the wide first column. */
export default function SiteFooter({ children }: { children?: React.ReactNode }) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, sm: 8 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <BrandLogo />
            <Box sx={{ mt: 2, maxWidth: 380 }}>
              {children ?? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Orbital helps small teams plan, ship and measure their work, all in one place.
                </Typography>
              )}
            </Box>
          </Grid>
          {COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Box component="nav" aria-label={column.title}>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
                  {column.title}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {column.links.map((label) => (
                    <li key={label}>
                      <Link href="#" variant="body2" color="text.secondary" underline="hover">
                        {label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            justifyContent: 'space-between',
            alignItems: { sm: 'center' },
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © 2026 Orbital Inc. A sample company for a Material UI template.
          </Typography>
          <Stack direction="row" spacing={1}>
            {SOCIAL.map(({ label, icon }) => (
              <IconButton key={label} href="#" aria-label={label} size="small" color="inherit">
                {icon}
              </IconButton>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
