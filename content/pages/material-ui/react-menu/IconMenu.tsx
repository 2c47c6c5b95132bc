import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';
import History from '@mui/icons-material/History';

const edits = [
  { label: 'Cut', shortcut: '⌘X', Icon: ContentCut },
  { label: 'Copy', shortcut: '⌘C', Icon: ContentCopy },
  { label: 'Paste', shortcut: '⌘V', Icon: ContentPaste },
];

export default function IconMenu() {
  return (
    <Paper sx={{ width: 300 }}>
      <MenuList>
        {edits.map(({ label, shortcut, Icon }) => (
          <MenuItem key={label}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <History fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Version history" secondary="Last edit 5 minutes ago" />
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
