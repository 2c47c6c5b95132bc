import * as React from 'react';
import { Button } from '@mui/joy';

export default function CounterDemo() {
  const [count, setCount] = React.useState(0);
  return (
    <Button variant="outlined" onClick={() => setCount((c) => c + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </Button>
  );
}
