import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { createTheme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

const theme = createTheme();
const keys = ['palette', 'typography', 'breakpoints', 'shape', 'zIndex', 'transitions'] as const;
type Key = (typeof keys)[number];

function summarise(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'function' ? '[function]' : v), 2);
}

export default function ThemeViewer() {
  const [open, setOpen] = React.useState<Key | null>('shape');

  return (
    <List component="div" dense sx={{ maxWidth: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {keys.map((key) => (
        <React.Fragment key={key}>
          <ListItemButton onClick={() => setOpen(open === key ? null : key)} aria-expanded={open === key}>
            <ListItemText primary={key} slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }} />
            {open === key ? <ExpandLess /> : <ExpandMore />}
          </ListItemButton>
          <Collapse in={open === key} unmountOnExit>
            <Box component="pre" sx={{ m: 0, px: 2, pb: 1, maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
              {summarise(theme[key])}
            </Box>
          </Collapse>
        </React.Fragment>
      ))}
    </List>
  );
}
