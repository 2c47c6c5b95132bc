import { Box, List, ListItem, ListItemButton, Sheet, Stack, Typography } from '@mui/joy';

const items = ['Home', 'Orders', 'Customers', 'Settings'];

export default function TemplateSkeleton() {
  return (
    <Sheet variant="outlined" sx={{ display: 'flex', borderRadius: 'md', overflow: 'hidden', minHeight: 200 }}>
      <Sheet variant="soft" sx={{ width: 160, p: 1 }}>
        <List size="sm">
          {items.map((item, index) => (
            <ListItem key={item}>
              <ListItemButton selected={index === 1}>{item}</ListItemButton>
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Box sx={{ flex: 1, p: 2 }}>
        <Stack direction="row" justifyContent="space-between">
          <Typography level="title-lg">Orders</Typography>
          <Typography level="body-sm">12 open</Typography>
        </Stack>
        <Typography level="body-sm" sx={{ mt: 2 }}>
          Main content goes here.
        </Typography>
      </Box>
    </Sheet>
  );
}
