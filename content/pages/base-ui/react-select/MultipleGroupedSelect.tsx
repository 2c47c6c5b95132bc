import { Option, OptionGroup, Select } from '@mui/base';
import { styled } from '@mui/system';

const Trigger = styled('button')`
  font: 0.875rem system-ui, sans-serif;
  min-width: 260px;
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
`;

const Listbox = styled('ul')`
  font: 0.875rem system-ui, sans-serif;
  min-width: 260px;
  max-height: 260px;
  overflow: auto;
  margin: 4px 0;
  padding: 4px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.1);
  & .base-OptionGroup-label {
    padding: 6px 8px 2px;
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    color: #64748b;
  }
  & .base-OptionGroup-list {
    padding: 0;
  }
`;

const Item = styled(Option)`
  list-style: none;
  padding: 6px 8px;
  border-radius: 6px;
  cursor: pointer;
  &.base--highlighted {
    background: #dbeafe;
  }
  &.base--selected::before {
    content: '✓ ';
  }
  &.base--disabled {
    color: #94a3b8;
  }
`;

export default function MultipleGroupedSelect() {
  return (
    <Select multiple defaultValue={['oat', 'honey']} name="extras" slots={{ root: Trigger, listbox: Listbox }} aria-label="Extras">
      <OptionGroup label="Milk">
        <Item value="oat">Oat</Item>
        <Item value="soy">Soy</Item>
        <Item value="almond" disabled>
          Almond (sold out)
        </Item>
      </OptionGroup>
      <OptionGroup label="Sweetener">
        <Item value="honey">Honey</Item>
        <Item value="syrup">Maple syrup</Item>
      </OptionGroup>
    </Select>
  );
}
