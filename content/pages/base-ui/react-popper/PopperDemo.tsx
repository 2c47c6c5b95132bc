import * as React from 'react';
import { Popper } from '@mui/base';
import { styled } from '@mui/system';

const Card = styled('div')`
  margin: 8px 0;
  padding: 10px 14px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.1);
  font: 0.875rem system-ui, sans-serif;
`;

export default function PopperDemo() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  return (
    <div>
      <button
        type="button"
        aria-describedby={open ? 'popper-demo' : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Toggle popper
      </button>
      <Popper id="popper-demo" open={open} anchorEl={anchor} placement="bottom-start">
        <Card>Positioned below the button.</Card>
      </Popper>
    </div>
  );
}
