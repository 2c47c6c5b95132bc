import * as React from 'react';
import { CssTransition, Unstable_Popup as Popup } from '@mui/base';
import { styled } from '@mui/system';

const Fade = styled(CssTransition)`
  padding: 10px 14px;
  border-radius: 8px;
  background: #0f766e;
  color: #fff;
  font: 0.875rem system-ui, sans-serif;
  transition: opacity 200ms, transform 200ms;
  &.closed {
    opacity: 0;
    transform: translateY(-4px);
  }
  &.open {
    opacity: 1;
    transform: none;
  }
`;

export default function FadePopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" ref={setAnchor} onClick={() => setOpen((prev) => !prev)}>
        Toggle with fade
      </button>
      <Popup open={open} anchor={anchor} offset={8}>
        <Fade enterClassName="open" exitClassName="closed">
          Fading in and out.
        </Fade>
      </Popup>
    </div>
  );
}
