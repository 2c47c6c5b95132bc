import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const contacts: Record<string, string[]> = {
  A: ['Abebe', 'Aino', 'Ana', 'Arjun'],
  B: ['Bao', 'Beatriz', 'Björn'],
  C: ['Camila', 'Chidi', 'Chloé', 'Cyrus'],
};

export default function PinnedSubheaderList() {
  return (
    <List dense tabIndex={0} aria-label="Contacts" sx={{ maxWidth: 360, maxHeight: 220, overflow: 'auto', bgcolor: 'background.paper', '& ul': { p: 0 } }} subheader={<li />}>
      {Object.entries(contacts).map(([letter, names]) => (
        <li key={letter}>
          <ul>
            <ListSubheader>{letter}</ListSubheader>
            {names.map((name) => (
              <ListItem key={name}>
                <ListItemText primary={name} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
