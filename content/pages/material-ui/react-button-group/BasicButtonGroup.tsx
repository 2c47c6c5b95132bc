import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ranges = ['Day', 'Week', 'Month'] as const;
type Range = (typeof ranges)[number];

export default function BasicButtonGroup() {
  const [range, setRange] = React.useState<Range>('Week');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup aria-label="Time range">
        {ranges.map((item) => (
          <Button
            key={item}
            variant={item === range ? 'contained' : 'outlined'}
            onClick={() => setRange(item)}
          >
            {item}
          </Button>
        ))}
      </ButtonGroup>
      <Typography variant="body2">Showing data for one {range.toLowerCase()}.</Typography>
    </Stack>
  );
}
