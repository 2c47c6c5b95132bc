import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';

export default function SimplePortal() {
  const [show, setShow] = React.useState<boolean>(false);
  const container = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <Button variant="outlined" onClick={() => setShow(!show)}>
        {show ? 'Unmount children' : 'Mount children'}
      </Button>
      <Box sx={{ p: 1, my: 1, border: 1, borderColor: 'divider' }}>
        This box owns the state.
        {show ? (
          <Portal container={() => container.current}>
            <span>But I am rendered in the other box.</span>
          </Portal>
        ) : null}
      </Box>
      <Box sx={{ p: 1, my: 1, border: 1, borderColor: 'primary.main' }} ref={container} />
    </div>
  );
}
