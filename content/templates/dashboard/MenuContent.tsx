import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { MAIN_SECTIONS, SECONDARY_SECTIONS, type Section } from './sections.ts';

interface MenuContentProps {
  section: Section;
  onSelect: (section: Section) => void;
}

function SectionList({
  items,
  section,
  onSelect,
}: MenuContentProps & { items: typeof MAIN_SECTIONS | typeof SECONDARY_SECTIONS }) {
  return (
    <List dense>
      {items.map(({ name, icon: Icon }) => (
        <ListItem key={name} disablePadding sx={{ display: 'block' }}>
          <ListItemButton
            selected={section === name}
            aria-current={section === name ? 'page' : undefined}
            onClick={() => onSelect(name)}
            sx={{ borderRadius: 1, mb: 0.25 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The side menu's two lists: the main sections at the top, settings and help pushed to the bottom. */
export default function MenuContent(props: MenuContentProps) {
  return (
    <Stack component="nav" aria-label="Dashboard" sx={{ flexGrow: 1, p: 1, justifyContent: 'space-between' }}>
      <SectionList items={MAIN_SECTIONS} {...props} />
      <SectionList items={SECONDARY_SECTIONS} {...props} />
    </Stack>
  );
}
