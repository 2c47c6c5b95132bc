import * as React from 'react';
import { Button, FormControl, FormHelperText, FormLabel, Option, Select, Stack } from '@mui/joy';

export default function SelectInForm() {
  const [submitted, setSubmitted] = React.useState('');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(String(new FormData(event.currentTarget).get('plan')));
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        <FormControl>
          <FormLabel id="plan-label">Plan</FormLabel>
          <Select name="plan" defaultValue="team" size="sm" slotProps={{ button: { 'aria-labelledby': 'plan-label' } }}>
            <Option value="free">Free</Option>
            <Option value="team">Team</Option>
            <Option value="enterprise" disabled>
              Enterprise (contact us)
            </Option>
          </Select>
          <FormHelperText>{submitted ? `Submitted: ${submitted}` : 'Sent with the form data'}</FormHelperText>
        </FormControl>
        <Button type="submit" size="sm">
          Submit
        </Button>
      </Stack>
    </form>
  );
}
