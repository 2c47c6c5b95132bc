import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Direction = 'row' | 'column';

export default function DirectionStack() {
  const [direction, setDirection] = React.useState<Direction>('row');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        onChange={(_event, value: Direction | null) => value && setDirection(value)}
        aria-label="Direction"
      >
        <ToggleButton value="row">row</ToggleButton>
        <ToggleButton value="column">column</ToggleButton>
      </ToggleButtonGroup>
      <Stack
        direction={direction}
        spacing={2}
        divider={<Divider orientation={direction === 'row' ? 'vertical' : 'horizontal'} flexItem />}
      >
        {['Item 1', 'Item 2', 'Item 3'].map((label) => (
          <Paper key={label} sx={{ p: 2 }}>
            {label}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
