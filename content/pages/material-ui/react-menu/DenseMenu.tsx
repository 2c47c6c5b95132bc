import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';

export default function DenseMenu() {
  return (
    <Paper sx={{ width: 240 }}>
      <MenuList dense>
        <MenuItem>
          <ListItemText inset>Single spacing</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemText inset>1.15 spacing</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemText inset>Double spacing</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem disabled>
          <ListItemText inset>Custom spacing…</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
