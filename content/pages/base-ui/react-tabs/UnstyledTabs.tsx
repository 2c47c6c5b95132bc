import { Tab, TabPanel, Tabs, TabsList } from '@mui/base';
import { styled } from '@mui/system';

const List = styled(TabsList)`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: 10px;
  background: light-dark(#f1f5f9, #0f172a);
  color: light-dark(#0f172a, #e2e8f0);
`;

const Item = styled(Tab)`
  font: 600 0.875rem system-ui, sans-serif;
  padding: 6px 14px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &.base--selected {
    background: light-dark(#fff, #1e293b);
    color: light-dark(#0f172a, #e2e8f0);
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15);
  }
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
  }
`;

const Panel = styled(TabPanel)`
  font: 0.875rem system-ui, sans-serif;
  padding: 12px 4px;
`;

export default function UnstyledTabs() {
  return (
    <Tabs defaultValue="week">
      <List aria-label="Report period">
        <Item value="day">Day</Item>
        <Item value="week">Week</Item>
        <Item value="month">Month</Item>
      </List>
      <Panel value="day">Today: 42 orders.</Panel>
      <Panel value="week">This week: 318 orders.</Panel>
      <Panel value="month">This month: 1,204 orders.</Panel>
    </Tabs>
  );
}
