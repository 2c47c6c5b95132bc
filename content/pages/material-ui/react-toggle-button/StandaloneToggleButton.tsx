import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import CheckIcon from '@mui/icons-material/Check';

export default function StandaloneToggleButton() {
  const [following, setFollowing] = React.useState(false);

  return (
    <ToggleButton value="follow" selected={following} onChange={() => setFollowing(!following)} color="primary" size="small">
      {following && <CheckIcon fontSize="small" sx={{ mr: 0.5 }} />}
      {following ? 'Following' : 'Follow'}
    </ToggleButton>
  );
}
