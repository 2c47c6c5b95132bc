import * as React from 'react';
import { FormControl, FormHelperText, FormLabel, Input, Stack } from '@mui/joy';

export default function InputValidation() {
  const [handle, setHandle] = React.useState('ad');
  const tooShort = handle.length < 3;

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl error={tooShort} required>
        <FormLabel>Username</FormLabel>
        <Input value={handle} onChange={(event) => setHandle(event.target.value)} startDecorator="@" />
        <FormHelperText sx={tooShort ? { color: 'danger.plainColor' } : undefined}>{tooShort ? 'At least three characters' : 'Available'}</FormHelperText>
      </FormControl>
      <FormControl disabled aria-disabled>
        <FormLabel>Organisation</FormLabel>
        <Input defaultValue="Acme" />
        <FormHelperText>Set by your administrator</FormHelperText>
      </FormControl>
    </Stack>
  );
}
