import { List, ListItem, ListItemButton, Sheet } from '@mui/joy';

export default function ComponentVariables() {
  return (
    <Sheet variant="outlined" sx={{ width: 240, borderRadius: 'sm' }}>
      <List
        sx={{
          '--ListItem-paddingY': '12px',
          '--ListItem-radius': '8px',
          '--List-gap': '4px',
          '--List-padding': '6px',
        }}
      >
        {['Roomy', 'Rounded', 'Spaced'].map((label) => (
          <ListItem key={label}>
            <ListItemButton>{label}</ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
