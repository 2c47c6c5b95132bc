import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function MultipleToggleButtons() {
  const [selected, setSelected] = React.useState<string[]>(['Mon', 'Wed', 'Fri']);

  return (
    <>
      <ToggleButtonGroup value={selected} onChange={(_event, value: string[]) => setSelected(value)} aria-label="Training days" color="primary">
        {days.map((day) => (
          <ToggleButton key={day} value={day}>
            {day}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography sx={{ mt: 1 }}>{selected.length} training days a week</Typography>
    </>
  );
}
