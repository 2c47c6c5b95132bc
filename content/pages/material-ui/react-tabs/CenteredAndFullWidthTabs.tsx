import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function CenteredAndFullWidthTabs() {
  const [centred, setCentred] = React.useState(0);
  const [full, setFull] = React.useState(0);

  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 3 }}>
      <Tabs value={centred} onChange={(_event, next: number) => setCentred(next)} centered aria-label="Centred tabs">
        <Tab label="Day" />
        <Tab label="Week" />
        <Tab label="Month" />
      </Tabs>
      <Tabs value={full} onChange={(_event, next: number) => setFull(next)} variant="fullWidth" aria-label="Full-width tabs">
        <Tab label="Sign in" />
        <Tab label="Create account" />
      </Tabs>
    </Box>
  );
}
