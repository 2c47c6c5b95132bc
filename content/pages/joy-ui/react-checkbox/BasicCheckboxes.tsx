import { Checkbox, Stack } from '@mui/joy';

export default function BasicCheckboxes() {
  return (
    <Stack spacing={1}>
      <Checkbox label="Email me about new releases" defaultChecked />
      <Checkbox label="Send a weekly summary" />
      <Checkbox label="Partially selected" indeterminate />
      <Checkbox label="Not available" disabled />
    </Stack>
  );
}
