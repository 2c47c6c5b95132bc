import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const sortOrders = ['Newest first', 'Oldest first', 'Most discussed', 'Most upvoted'];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState(0);
  const open = anchorEl !== null;

  return (
    <>
      <List component="div" sx={{ width: 280, bgcolor: 'background.paper' }}>
        <ListItemButton
          id="sort-trigger"
          aria-haspopup="listbox"
          aria-controls={open ? 'sort-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ListItemText primary="Sort comments" secondary={sortOrders[selected]} />
        </ListItemButton>
      </List>
      <Menu
        id="sort-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': 'sort-trigger', role: 'listbox' } }}
      >
        {sortOrders.map((order, index) => (
          <MenuItem
            key={order}
            selected={index === selected}
            onClick={() => {
              setSelected(index);
              setAnchorEl(null);
            }}
          >
            {order}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
