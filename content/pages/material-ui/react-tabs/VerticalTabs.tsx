import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = ['Profile', 'Security', 'Notifications', 'Billing', 'Integrations'];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', height: 220, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        variant="scrollable"
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        aria-label="Settings sections"
        sx={{ borderRight: 1, borderColor: 'divider' }}
      >
        {sections.map((section, index) => (
          <Tab key={section} label={section} id={`settings-tab-${index}`} aria-controls={`settings-panel-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`settings-panel-${value}`} aria-labelledby={`settings-tab-${value}`} sx={{ p: 3 }}>
        <Typography>{sections[value]} settings go here.</Typography>
      </Box>
    </Box>
  );
}
