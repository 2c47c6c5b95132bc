import { List, ListDivider, ListItem, ListItemButton, ListItemContent, ListItemDecorator, Sheet, Typography } from '@mui/joy';

const rows = [
  { initials: 'IN', name: 'Inbox', count: 12 },
  { initials: 'DR', name: 'Drafts', count: 2 },
  { initials: 'AR', name: 'Archive', count: 0 },
];

export default function ListDemo() {
  return (
    <Sheet variant="outlined" sx={{ width: 280, borderRadius: 'sm' }}>
      <List>
        {rows.map((row, index) => (
          <ListItem key={row.name}>
            <ListItemButton selected={index === 0}>
              <ListItemDecorator>{row.initials}</ListItemDecorator>
              <ListItemContent>{row.name}</ListItemContent>
              <Typography level="body-xs">{row.count}</Typography>
            </ListItemButton>
          </ListItem>
        ))}
        <ListDivider aria-hidden />
        <ListItem>
          <ListItemContent>Static item without interaction</ListItemContent>
        </ListItem>
      </List>
    </Sheet>
  );
}
