import { Tab, TabList, TabPanel, Tabs } from '@mui/joy';

export default function TabsDemo() {
  return (
    <Tabs aria-label="Account sections" defaultValue={0} sx={{ maxWidth: 420, borderRadius: 'md' }}>
      <TabList>
        <Tab>Profile</Tab>
        <Tab>Security</Tab>
        <Tab disabled>Billing</Tab>
      </TabList>
      <TabPanel value={0}>Your name, photo and public details.</TabPanel>
      <TabPanel value={1}>Passwords, two-factor authentication and sessions.</TabPanel>
      <TabPanel value={2}>Invoices and payment methods.</TabPanel>
    </Tabs>
  );
}
