import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const vertical = ['top', 'center', 'bottom'] as const;
const horizontal = ['left', 'center', 'right'] as const;

function OriginPicker({ label, origin, onChange }: { label: string; origin: PopoverOrigin; onChange: (next: PopoverOrigin) => void }) {
  return (
    <Stack direction="row" spacing={1}>
      <TextField select size="small" label={`${label} vertical`} value={origin.vertical} onChange={(e) => onChange({ ...origin, vertical: e.target.value as PopoverOrigin['vertical'] })}>
        {vertical.map((v) => (
          <MenuItem key={v} value={v}>
            {v}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={`${label} horizontal`} value={origin.horizontal} onChange={(e) => onChange({ ...origin, horizontal: e.target.value as PopoverOrigin['horizontal'] })}>
        {horizontal.map((h) => (
          <MenuItem key={h} value={h}>
            {h}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

export default function PopoverOrigins() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [anchorOrigin, setAnchorOrigin] = React.useState<PopoverOrigin>({ vertical: 'bottom', horizontal: 'left' });
  const [transformOrigin, setTransformOrigin] = React.useState<PopoverOrigin>({ vertical: 'top', horizontal: 'left' });

  return (
    <Stack spacing={2}>
      <OriginPicker label="anchorOrigin" origin={anchorOrigin} onChange={setAnchorOrigin} />
      <OriginPicker label="transformOrigin" origin={transformOrigin} onChange={setTransformOrigin} />
      <Button variant="contained" onClick={(event) => setAnchorEl(event.currentTarget)} sx={{ alignSelf: 'center' }}>
        Open the popover
      </Button>
      <Popover open={anchorEl !== null} anchorEl={anchorEl} onClose={() => setAnchorEl(null)} anchorOrigin={anchorOrigin} transformOrigin={transformOrigin}>
        <Typography sx={{ p: 2 }}>Positioned by the two origins.</Typography>
      </Popover>
    </Stack>
  );
}
