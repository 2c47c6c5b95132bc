import * as React from 'react';
import { Modal } from '@mui/base';
import { styled } from '@mui/system';

const Root = styled(Modal)`
  position: fixed;
  inset: 0;
  z-index: 1300;
`;

const Backdrop = styled('div')`
  position: fixed;
  inset: 0;
  background: rgb(15 23 42 / 0.4);
`;

const Panel = styled('nav')`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: 260px;
  padding: 16px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  font-family: system-ui, sans-serif;
  box-shadow: 4px 0 16px rgb(0 0 0 / 0.2);
  outline: 0;
`;

export default function ModalDrawer() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <button type="button" onClick={() => setOpen(true)}>
        Open navigation
      </button>
      <Root open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <Panel aria-label="Main" tabIndex={-1}>
          <p>Dashboard</p>
          <p>Reports</p>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Panel>
      </Root>
    </React.Fragment>
  );
}
