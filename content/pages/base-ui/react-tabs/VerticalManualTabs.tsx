import { Tab, TabPanel, Tabs, TabsList } from '@mui/base';
import { styled } from '@mui/system';

const SideList = styled(TabsList)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 140px;
  border-right: 1px solid #e2e8f0;
  padding-right: 8px;
`;

const SideTab = styled(Tab)`
  font: 0.875rem system-ui, sans-serif;
  text-align: left;
  padding: 8px 12px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  cursor: pointer;
  &.base--selected {
    background: #ede9fe;
    color: #5b21b6;
    font-weight: 600;
  }
  &.base--disabled {
    color: #94a3b8;
    cursor: not-allowed;
  }
  &.base--focusVisible {
    outline: 3px solid #c4b5fd;
  }
`;

const Panel = styled(TabPanel)`
  font: 0.875rem system-ui, sans-serif;
  padding: 8px 16px;
`;

const sections = ['Account', 'Privacy', 'Payments'];

export default function VerticalManualTabs() {
  return (
    <Tabs defaultValue={0} orientation="vertical" selectionFollowsFocus={false} style={{ display: 'flex' }}>
      <SideList aria-label="Settings">
        {sections.map((section, index) => (
          <SideTab key={section} value={index}>
            {section}
          </SideTab>
        ))}
        <SideTab value={sections.length} disabled>
          Team (admins only)
        </SideTab>
      </SideList>
      {sections.map((section, index) => (
        <Panel key={section} value={index}>
          {section} settings. Arrow keys move the focus; Enter or Space selects.
        </Panel>
      ))}
    </Tabs>
  );
}
