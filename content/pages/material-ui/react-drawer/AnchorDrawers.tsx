import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

type Anchor = NonNullable<DrawerProps['anchor']>;
const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

export default function AnchorDrawers() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1}>
      {anchors.map((edge) => (
        <Button key={edge} onClick={() => setAnchor(edge)}>
          {edge}
        </Button>
      ))}
      <Drawer anchor={anchor ?? 'left'} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ width: horizontal ? 'auto' : 260 }} role="presentation" onClick={() => setAnchor(null)}>
          <List>
            {['Inbox', 'Starred', 'Sent', 'Drafts'].map((label) => (
              <ListItemButton key={label}>
                <ListItemText primary={label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
