import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import BrandLogo from './BrandLogo.tsx';
import ColorModeToggle from './ColorModeToggle.tsx';

export interface NavLink {
  label: string;
  href: string;
}

interface SiteHeaderProps {
  links: ReadonlyArray<NavLink>;
  /** The label of the link for the current page, marked with aria-current. */
  current?: string;
}

/**
 * The sticky, translucent app bar of the marketing, blog and pricing pages: logo, navigation, colour-mode toggle and
 * account buttons. Below `md` the navigation folds into a menu button that opens a drawer from the top.
 */
export default function SiteHeader({ links, current }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.background.default, 0.8),
        backdropFilter: 'blur(12px)',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Link href="../marketing-page/" underline="none" aria-label="Orbital home" sx={{ display: 'flex' }}>
            <BrandLogo />
          </Link>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
            {links.map((link) => (
              <Button
                key={link.label}
                href={link.href}
                size="small"
                color={link.label === current ? 'primary' : 'inherit'}
                aria-current={link.label === current ? 'page' : undefined}
                sx={{ minWidth: 0, px: 1.5 }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
            <ColorModeToggle />
            <Button href="../sign-in/" size="small" color="inherit" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
              Sign in
            </Button>
            <Button
              href="../sign-up/"
              size="small"
              variant="contained"
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              Sign up
            </Button>
            <IconButton
              aria-label="Open menu"
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuRounded />
            </IconButton>
          </Stack>
        </Toolbar>
      </Container>
      <Drawer anchor="top" open={menuOpen} onClose={closeMenu} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
        <Box component="nav" aria-label="Main" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <BrandLogo />
            <IconButton aria-label="Close menu" onClick={closeMenu}>
              <CloseRounded />
            </IconButton>
          </Stack>
          <List>
            {links.map((link) => (
              <ListItem key={link.label} disablePadding>
                <ListItemButton
                  component="a"
                  href={link.href}
                  onClick={closeMenu}
                  selected={link.label === current}
                  aria-current={link.label === current ? 'page' : undefined}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider sx={{ my: 1 }} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Button href="../sign-up/" variant="contained" fullWidth>
              Sign up
            </Button>
            <Button href="../sign-in/" variant="outlined" fullWidth>
              Sign in
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}
