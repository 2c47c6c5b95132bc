import * as React from 'react';
import Button from '@mui/material/Button';

export default function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = React.useState(start);
  return (
    <Button variant="outlined" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </Button>
  );
}
