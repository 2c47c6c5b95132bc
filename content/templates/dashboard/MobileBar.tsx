import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuRounded from '@mui/icons-material/MenuRounded';
import BrandLogo from '../shared/BrandLogo.tsx';
import { SideMenuContent } from './SideMenu.tsx';
import type { Section } from './sections.ts';

interface MobileBarProps {
  section: Section;
  onSelect: (section: Section) => void;
}

/** Below `md`: a top bar with a menu button that opens the side menu as a drawer. */
export default function MobileBar({ section, onSelect }: MobileBarProps) {
  const [open, setOpen] = React.useState(false);

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ display: { xs: 'flex', md: 'none' }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label="Open menu" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <MenuRounded />
        </IconButton>
        <BrandLogo size={24} />
      </Toolbar>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
        <SideMenuContent
          section={section}
          onSelect={(next) => {
            onSelect(next);
            setOpen(false);
          }}
        />
      </Drawer>
    </AppBar>
  );
}
