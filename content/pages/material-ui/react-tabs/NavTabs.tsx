import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const pages = [
  { label: 'Basic tabs', href: '#basic-tabs' },
  { label: 'Scrollable tabs', href: '#scrollable-tabs' },
  { label: 'Vertical tabs', href: '#vertical-tabs' },
];

export default function NavTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Tabs value={value} onChange={(_event, next: number) => setValue(next)} aria-label="Sections of this page" role="navigation">
      {pages.map((page) => (
        <Tab key={page.href} component="a" href={page.href} label={page.label} aria-current={pages[value] === page ? 'page' : undefined} />
      ))}
    </Tabs>
  );
}
