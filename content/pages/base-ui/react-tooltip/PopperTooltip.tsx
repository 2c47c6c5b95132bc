import * as React from 'react';
import { Popper } from '@mui/base';
import { styled } from '@mui/system';

const Tip = styled('div')`
  font: 0.75rem system-ui, sans-serif;
  padding: 4px 8px;
  margin: 6px 0;
  border-radius: 6px;
  background: #1e293b;
  color: #fff;
`;

export default function PopperTooltip() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const show = (event: React.SyntheticEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const hide = () => setAnchor(null);
  return (
    <React.Fragment>
      <button
        type="button"
        aria-describedby={anchor ? 'copy-tip' : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => event.key === 'Escape' && hide()}
      >
        Copy link
      </button>
      <Popper open={Boolean(anchor)} anchorEl={anchor} placement="top">
        <Tip role="tooltip" id="copy-tip">
          Copies the page address
        </Tip>
      </Popper>
    </React.Fragment>
  );
}
