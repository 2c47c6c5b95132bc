import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(1);
  const [dot, setDot] = React.useState(false);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge color="error" badgeContent={count} variant={dot ? 'dot' : 'standard'} showZero={showZero}>
        <NotificationsIcon />
      </Badge>
      <ButtonGroup size="small">
        <Button aria-label="One fewer" onClick={() => setCount(Math.max(0, count - 1))}>
          −
        </Button>
        <Button aria-label="One more" onClick={() => setCount(count + 1)}>
          +
        </Button>
      </ButtonGroup>
      <FormControlLabel control={<Switch checked={dot} onChange={(e) => setDot(e.target.checked)} />} label="Dot" />
      <FormControlLabel control={<Switch checked={showZero} onChange={(e) => setShowZero(e.target.checked)} />} label="showZero" />
    </Stack>
  );
}
