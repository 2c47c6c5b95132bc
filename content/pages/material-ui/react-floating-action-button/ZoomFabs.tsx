import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UpIcon from '@mui/icons-material/KeyboardArrowUp';

const screens = [
  { label: 'Contacts', fab: { label: 'Add contact', Icon: AddIcon, color: 'primary' as const } },
  { label: 'Notes', fab: { label: 'Edit note', Icon: EditIcon, color: 'secondary' as const } },
  { label: 'Feed', fab: { label: 'Back to top', Icon: UpIcon, color: 'success' as const } },
];

export default function ZoomFabs() {
  const [tab, setTab] = React.useState(0);

  return (
    <Box sx={{ position: 'relative', minHeight: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} variant="fullWidth" aria-label="Screens">
        {screens.map((screen) => (
          <Tab key={screen.label} label={screen.label} />
        ))}
      </Tabs>
      <Typography sx={{ p: 2 }}>{screens[tab].label} screen: the button in the corner changes with it.</Typography>
      {screens.map(({ label, fab }, index) => (
        <Zoom key={label} in={tab === index} unmountOnExit style={{ transitionDelay: tab === index ? '150ms' : '0ms' }}>
          <Fab aria-label={fab.label} color={fab.color} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
            <fab.Icon />
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
