import { Tab, TabList, Tabs } from '@mui/joy';

const stations = ['Central', 'Harbour', 'Museum', 'University', 'Old Town', 'Stadium', 'Airport', 'Hospital', 'Market'];

export default function ScrollableTabs() {
  return (
    <Tabs aria-label="Stations" defaultValue={0} sx={{ maxWidth: 360 }}>
      <TabList sx={{ overflow: 'auto', scrollSnapType: 'x mandatory', '&::-webkit-scrollbar': { display: 'none' } }}>
        {stations.map((station) => (
          <Tab key={station} sx={{ flex: 'none', scrollSnapAlign: 'start' }}>
            {station}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
