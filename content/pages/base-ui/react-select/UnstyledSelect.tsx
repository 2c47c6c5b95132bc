import { Option, Select } from '@mui/base';
import { styled } from '@mui/system';

const Trigger = styled('button')`
  font: 0.875rem system-ui, sans-serif;
  min-width: 200px;
  padding: 8px 12px;
  text-align: left;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  cursor: pointer;
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
  }
  &::after {
    content: '▾';
    float: right;
  }
`;

const Listbox = styled('ul')`
  font: 0.875rem system-ui, sans-serif;
  min-width: 200px;
  margin: 4px 0;
  padding: 4px;
  list-style: none;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.1);
`;

const Item = styled(Option)`
  padding: 6px 8px;
  border-radius: 6px;
  cursor: pointer;
  &.base--highlighted {
    background: #dbeafe;
  }
  &.base--selected {
    font-weight: 600;
  }
`;

export default function UnstyledSelect() {
  return (
    <Select defaultValue="ts" slots={{ root: Trigger, listbox: Listbox }} aria-label="Language">
      <Item value="ts">TypeScript</Item>
      <Item value="rs">Rust</Item>
      <Item value="go">Go</Item>
    </Select>
  );
}
