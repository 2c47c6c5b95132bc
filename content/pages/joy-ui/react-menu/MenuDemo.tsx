import { Dropdown, ListDivider, Menu, MenuButton, MenuItem } from '@mui/joy';

export default function MenuDemo() {
  return (
    <Dropdown>
      <MenuButton variant="outlined">File</MenuButton>
      <Menu placement="bottom-start">
        <MenuItem>New file</MenuItem>
        <MenuItem>Open…</MenuItem>
        <MenuItem disabled>Save</MenuItem>
        <ListDivider />
        <MenuItem color="danger">Delete</MenuItem>
      </Menu>
    </Dropdown>
  );
}
