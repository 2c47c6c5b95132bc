import { Stack, Tab, TabList, Tabs } from '@mui/joy';

export default function TabListVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <Tabs aria-label="Underlined tabs" defaultValue={0}>
        <TabList>
          <Tab>Day</Tab>
          <Tab>Week</Tab>
          <Tab>Month</Tab>
        </TabList>
      </Tabs>
      <Tabs aria-label="Segmented tabs" defaultValue={1}>
        <TabList disableUnderline tabFlex={1} variant="soft" sx={{ p: 0.5, gap: 0.5, borderRadius: 'xl' }}>
          <Tab disableIndicator variant="plain" sx={{ borderRadius: 'lg' }}>
            List
          </Tab>
          <Tab disableIndicator variant="plain" sx={{ borderRadius: 'lg' }}>
            Board
          </Tab>
          <Tab disableIndicator variant="plain" sx={{ borderRadius: 'lg' }}>
            Calendar
          </Tab>
        </TabList>
      </Tabs>
      <Tabs aria-label="Small primary tabs" defaultValue={0} size="sm">
        <TabList>
          <Tab color="primary" variant="soft">
            Open
          </Tab>
          <Tab color="primary" variant="soft">
            Closed
          </Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
