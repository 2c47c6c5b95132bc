import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function ColorTabs() {
  const [value, setValue] = React.useState('inbox');

  return (
    <Tabs
      value={value}
      onChange={(_event, next: string) => setValue(next)}
      textColor="secondary"
      indicatorColor="secondary"
      aria-label="Mail folders"
    >
      <Tab value="inbox" label="Inbox" />
      <Tab value="drafts" label="Drafts" />
      <Tab value="archive" label="Archive, kept for a year" wrapped />
      <Tab value="spam" label="Spam" disabled />
    </Tabs>
  );
}
