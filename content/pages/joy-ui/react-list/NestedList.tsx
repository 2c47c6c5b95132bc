import { List, ListItem, ListSubheader } from '@mui/joy';

export default function NestedList() {
  return (
    <List sx={{ maxWidth: 260 }}>
      <ListItem nested>
        <ListSubheader>Fruit</ListSubheader>
        <List>
          <ListItem>Apples</ListItem>
          <ListItem>Pears</ListItem>
        </List>
      </ListItem>
      <ListItem nested>
        <ListSubheader>Vegetables</ListSubheader>
        <List>
          <ListItem>Leeks</ListItem>
          <ListItem>Carrots</ListItem>
        </List>
      </ListItem>
    </List>
  );
}
