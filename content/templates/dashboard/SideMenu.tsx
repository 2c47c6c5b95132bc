import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import BrandLogo from '../shared/BrandLogo.tsx';
import MenuContent from './MenuContent.tsx';
import PlanAlert from './PlanAlert.tsx';
import ProductSelect from './ProductSelect.tsx';
import UserMenu from './UserMenu.tsx';
import type { Section } from './sections.ts';

export const SIDE_MENU_WIDTH = 240;

interface SideMenuProps {
  section: Section;
  onSelect: (section: Section) => void;
}

/** Everything in the side menu, shared by the permanent menu (wide screens) and the drawer (narrow ones). */
export function SideMenuContent({ section, onSelect }: SideMenuProps) {
  return (
    <Stack component="aside" aria-label="Side menu" sx={{ height: '100%', width: SIDE_MENU_WIDTH }}>
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <BrandLogo size={24} />
      </Box>
      <Box sx={{ px: 1.5, py: 1 }}>
        <ProductSelect />
      </Box>
      <MenuContent section={section} onSelect={onSelect} />
      <PlanAlert />
      <UserMenu />
    </Stack>
  );
}

/** The side menu that is always open from `md` up; below that, MobileBar opens the same content in a drawer. */
export default function SideMenu(props: SideMenuProps) {
  return (
    <Drawer
      variant="permanent"
      sx={{
        display: { xs: 'none', md: 'block' },
        width: SIDE_MENU_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box', bgcolor: 'background.paper' },
      }}
    >
      <SideMenuContent {...props} />
    </Drawer>
  );
}
