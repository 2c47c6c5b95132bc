import * as React from 'react';
import { FormControl, FormHelperText, FormLabel, Switch } from '@mui/joy';

export default function SwitchInFormControl() {
  const [publicProfile, setPublicProfile] = React.useState(false);

  return (
    <FormControl orientation="horizontal" sx={{ width: 340, justifyContent: 'space-between' }}>
      <div>
        <FormLabel>Public profile</FormLabel>
        <FormHelperText>{publicProfile ? 'Anyone with the link can see it.' : 'Only your team can see it.'}</FormHelperText>
      </div>
      <Switch checked={publicProfile} onChange={(event) => setPublicProfile(event.target.checked)} />
    </FormControl>
  );
}
