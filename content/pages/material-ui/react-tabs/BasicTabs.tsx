import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const panels: Array<{ label: string; body: string }> = [
  { label: 'Overview', body: 'A lightweight jacket for cool mornings.' },
  { label: 'Specifications', body: 'Recycled nylon shell, 320 g, packs into its own pocket.' },
  { label: 'Reviews', body: '4.6 out of 5 from 212 reviews.' },
];

export default function BasicTabs() {
  const [value, setValue] = React.useState<number>(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={value} onChange={(_event, newValue: number) => setValue(newValue)} aria-label="Product details">
          {panels.map((panel, index) => (
            <Tab key={panel.label} label={panel.label} id={`tab-${index}`} aria-controls={`tabpanel-${index}`} />
          ))}
        </Tabs>
      </Box>
      {panels.map((panel, index) => (
        <div key={panel.label} role="tabpanel" hidden={value !== index} id={`tabpanel-${index}`} aria-labelledby={`tab-${index}`}>
          {value === index && <Typography sx={{ p: 3 }}>{panel.body}</Typography>}
        </div>
      ))}
    </Box>
  );
}
