import * as React from 'react';
import { Button, ToggleButtonGroup } from '@mui/joy';

export default function ToggleGroupDemo() {
  const [view, setView] = React.useState<string | null>('list');
  return (
    <ToggleButtonGroup
      value={view}
      onChange={(_event, newValue) => setView(newValue)}
      aria-label="View mode"
    >
      <Button value="list">List</Button>
      <Button value="grid">Grid</Button>
      <Button value="board">Board</Button>
    </ToggleButtonGroup>
  );
}
