import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base';
import { styled } from '@mui/system';

const Bubble = styled('div')`
  padding: 10px 14px;
  border-radius: 8px;
  background: #1e293b;
  color: #fff;
  font: 0.875rem system-ui, sans-serif;
`;

export default function PopupDemo() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" ref={setAnchor} onClick={() => setOpen((prev) => !prev)} aria-expanded={open}>
        Toggle popup
      </button>
      <Popup open={open} anchor={anchor} placement="right" offset={8}>
        <Bubble>Hello from a popup.</Bubble>
      </Popup>
    </div>
  );
}
