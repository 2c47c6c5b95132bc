import { Tab, TabList, TabPanel, Tabs } from '@mui/joy';

const sections = ['General', 'Members', 'Integrations', 'Danger zone'];

export default function VerticalTabs() {
  return (
    <Tabs aria-label="Workspace settings" orientation="vertical" defaultValue={0} sx={{ maxWidth: 480, minHeight: 180 }}>
      <TabList>
        {sections.map((section) => (
          <Tab key={section}>{section}</Tab>
        ))}
      </TabList>
      {sections.map((section, index) => (
        <TabPanel key={section} value={index}>
          The {section.toLowerCase()} settings of the workspace.
        </TabPanel>
      ))}
    </Tabs>
  );
}
