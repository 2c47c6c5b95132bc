import * as React from 'react';
import Stack from '@mui/material/Stack';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';

const THEMES = [
  { label: 'Filled', baseClassName: 'material-icons' },
  { label: 'Outlined', baseClassName: 'material-icons-outlined' },
  { label: 'Round', baseClassName: 'material-icons-round' },
  { label: 'Sharp', baseClassName: 'material-icons-sharp' },
  { label: 'Two tone', baseClassName: 'material-icons-two-tone' },
];

export default function FontIconThemes() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {THEMES.map(({ label, baseClassName }) => (
        <Stack key={label} spacing={1} sx={{ alignItems: 'center' }}>
          <Stack direction="row" spacing={1}>
            <Icon baseClassName={baseClassName}>home</Icon>
            <Icon baseClassName={baseClassName}>delete</Icon>
            <Icon baseClassName={baseClassName}>settings</Icon>
          </Stack>
          <Typography variant="caption">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
