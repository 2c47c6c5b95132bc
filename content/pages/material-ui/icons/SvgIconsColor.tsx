import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';

function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 21c0-9 6-15 15-16-1 9-7 15-15 16zm2-3c3-1 6-4 8-8-3 2-6 5-8 8z" />
    </SvgIcon>
  );
}

export default function SvgIconsColor() {
  const [large, setLarge] = React.useState<boolean>(false);
  const fontSize = large ? 'large' : 'medium';

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <LeafIcon fontSize={fontSize} />
        <LeafIcon fontSize={fontSize} color="primary" />
        <LeafIcon fontSize={fontSize} color="success" />
        <LeafIcon fontSize={fontSize} color="disabled" />
        <LeafIcon fontSize={fontSize} sx={{ color: '#8d6e63' }} titleAccess="Autumn leaf" />
      </Stack>
      <FormControlLabel
        control={<Switch checked={large} onChange={(event) => setLarge(event.target.checked)} />}
        label="Large icons"
      />
    </Stack>
  );
}
