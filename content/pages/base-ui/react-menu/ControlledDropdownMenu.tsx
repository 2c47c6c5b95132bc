import * as React from 'react';
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
  &.base--expanded {
    background: #f1f5f9;
  }
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
  }
`;

const Listbox = styled('ul')`
  font: 0.875rem system-ui, sans-serif;
  min-width: 180px;
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
`;

const formats = ['CSV', 'JSON', 'PDF'];

export default function ControlledDropdownMenu() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <div style={{ font: '0.875rem system-ui, sans-serif' }}>
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        <Trigger>Export {open ? '▴' : '▾'}</Trigger>
        <Menu slots={{ listbox: Listbox }}>
          {formats.map((format) => (
            <Item key={format} onClick={() => setLog([...log, `Exported as ${format}`])}>
              {format}
            </Item>
          ))}
        </Menu>
      </Dropdown>
      <p>Menu is {open ? 'open' : 'closed'}. {log.at(-1) ?? ''}</p>
    </div>
  );
}
