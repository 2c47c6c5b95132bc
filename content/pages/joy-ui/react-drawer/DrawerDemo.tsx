import * as React from 'react';
import { Box, Button, Drawer, List, ListItem, ListItemButton, ModalClose } from '@mui/joy';

export default function DrawerDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} anchor="left" size="sm">
        <ModalClose />
        <Box component="nav" aria-label="Main" sx={{ pt: 5 }}>
          <List>
            {['Dashboard', 'Projects', 'Team', 'Settings'].map((item) => (
              <ListItem key={item}>
                <ListItemButton onClick={() => setOpen(false)}>{item}</ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </React.Fragment>
  );
}
