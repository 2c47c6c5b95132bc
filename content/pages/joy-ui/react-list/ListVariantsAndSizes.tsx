import { List, ListItem, Stack } from '@mui/joy';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListVariantsAndSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <List key={size} size={size} variant="outlined" sx={{ borderRadius: 'sm', minWidth: 140 }}>
          <ListItem>size=&quot;{size}&quot;</ListItem>
          <ListItem>Second item</ListItem>
          <ListItem>Third item</ListItem>
        </List>
      ))}
      <List orientation="horizontal" variant="soft" sx={{ borderRadius: 'sm' }}>
        <ListItem>Horizontal</ListItem>
        <ListItem>list</ListItem>
      </List>
    </Stack>
  );
}
