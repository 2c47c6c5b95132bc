import * as React from 'react';
import { Avatar, Badge, Button, Stack, Typography } from '@mui/joy';
import Mail from '@mui/icons-material/Mail';

const corners = [
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
] as const;

export default function BadgeOptions() {
  const [count, setCount] = React.useState(0);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        <Badge badgeContent={count} showZero color="neutral">
          <Mail />
        </Badge>
        <Badge badgeContent={count} max={9} color="danger">
          <Mail />
        </Badge>
        <Button size="sm" variant="soft" onClick={() => setCount(count + 3)}>
          Add three
        </Button>
        <Typography level="body-sm">The first shows zero; the second hides it and stops at 9+.</Typography>
      </Stack>
      <Stack direction="row" spacing={4}>
        {corners.map((corner) => (
          <Badge key={`${corner.vertical}-${corner.horizontal}`} anchorOrigin={corner} variant="solid" color="success" badgeInset="14%">
            <Avatar>{corner.vertical[0].toUpperCase() + corner.horizontal[0].toUpperCase()}</Avatar>
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}
