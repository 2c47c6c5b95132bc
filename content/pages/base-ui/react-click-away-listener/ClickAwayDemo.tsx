import * as React from 'react';
import { ClickAwayListener } from '@mui/base';
import { styled } from '@mui/system';

const Panel = styled('div')`
  position: absolute;
  top: 36px;
  left: 0;
  width: 220px;
  padding: 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.1);
  font: 0.875rem system-ui, sans-serif;
`;

export default function ClickAwayDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div style={{ position: 'relative', display: 'inline-block' }}>
        <button type="button" onClick={() => setOpen((prev) => !prev)} aria-expanded={open}>
          Toggle panel
        </button>
        {open ? <Panel>Click anywhere outside this box to close it.</Panel> : null}
      </div>
    </ClickAwayListener>
  );
}
