import * as React from 'react';
import { FocusTrap } from '@mui/base';
import { styled } from '@mui/system';

const Box = styled('div')`
  display: grid;
  gap: 8px;
  width: 240px;
  margin-top: 12px;
  padding: 12px;
  border: 2px dashed #2563eb;
  border-radius: 8px;
  font: 0.875rem system-ui, sans-serif;
  outline: 0;
`;

export default function FocusTrapDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Start trap
      </button>
      {open ? (
        <FocusTrap open>
          <Box tabIndex={-1}>
            Tab cycles between these fields.
            <input aria-label="First field" />
            <input aria-label="Second field" />
            <button type="button" onClick={() => setOpen(false)}>
              Release trap
            </button>
          </Box>
        </FocusTrap>
      ) : null}
    </div>
  );
}
