import * as React from 'react';
import Stack from '@mui/material/Stack';
import Icon from '@mui/material/Icon';
import { amber } from '@mui/material/colors';

export default function FontIcons() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Icon>star</Icon>
      <Icon color="primary">bookmark</Icon>
      <Icon color="error">favorite</Icon>
      <Icon sx={{ color: amber[700] }}>wb_sunny</Icon>
      <Icon fontSize="small">alarm</Icon>
      <Icon sx={{ fontSize: 40 }}>rocket_launch</Icon>
    </Stack>
  );
}
