import { Checkbox, Stack } from '@mui/joy';

export default function BasicCheckboxes() {
  return (
    <Stack spacing={1}>
      <Checkbox label="Email me about new releases" defaultChecked />
      <Checkbox label="Send a weekly summary" />
      <Checkbox
        label="Partially selected"
        indeterminate
        // Joy UI says "mixed" in ARIA only; the input's own state says it too, so both agree.
        slotProps={{
          input: {
            ref: (input: HTMLInputElement | null) => {
              if (input) input.indeterminate = true;
            },
          },
        }}
      />
      <Checkbox label="Not available" disabled />
    </Stack>
  );
}
