import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';
import PersonPinIcon from '@mui/icons-material/PersonPin';

export default function IconTabs() {
  const [iconOnly, setIconOnly] = React.useState(0);
  const [withLabel, setWithLabel] = React.useState(0);

  return (
    <Stack spacing={2}>
      <Tabs value={iconOnly} onChange={(_event, next: number) => setIconOnly(next)} aria-label="Icon-only tabs">
        <Tab icon={<HistoryIcon />} aria-label="Recent" />
        <Tab icon={<FavoriteIcon />} aria-label="Favourites" />
        <Tab icon={<PersonPinIcon />} aria-label="Nearby" />
      </Tabs>
      <Tabs value={withLabel} onChange={(_event, next: number) => setWithLabel(next)} aria-label="Tabs with icon positions">
        <Tab icon={<HistoryIcon />} iconPosition="top" label="top" />
        <Tab icon={<FavoriteIcon />} iconPosition="start" label="start" />
        <Tab icon={<PersonPinIcon />} iconPosition="end" label="end" />
        <Tab icon={<HistoryIcon />} iconPosition="bottom" label="bottom" />
      </Tabs>
    </Stack>
  );
}
