import { Dropdown, Menu, MenuButton, MenuItem } from '@mui/base';
import { styled } from '@mui/system';

const Trigger = styled(MenuButton)`
  font: 600 0.875rem system-ui, sans-serif;
  padding: 6px 14px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  cursor: pointer;
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
  }
`;

const Listbox = styled('ul')`
  font: 0.875rem system-ui, sans-serif;
  min-width: 160px;
  margin: 4px 0;
  padding: 4px;
  list-style: none;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.1);
`;

const Item = styled(MenuItem)`
  padding: 6px 10px;
  border-radius: 6px;
  cursor: pointer;
  &.base--focusVisible,
  &:hover {
    background: #f1f5f9;
  }
  &.base--disabled {
    color: #94a3b8;
  }
`;

export default function UnstyledMenu() {
  return (
    <Dropdown>
      <Trigger>Actions</Trigger>
      <Menu slots={{ listbox: Listbox }}>
        <Item>Rename</Item>
        <Item>Duplicate</Item>
        <Item disabled>Move</Item>
      </Menu>
    </Dropdown>
  );
}
