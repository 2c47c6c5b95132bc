import * as React from 'react';
import { Modal } from '@mui/base';
import { styled } from '@mui/system';

const Root = styled(Modal)`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: grid;
  place-items: center;
`;

const Backdrop = styled('div')`
  position: fixed;
  inset: 0;
  z-index: -1;
  background: rgb(15 23 42 / 0.5);
`;

const Dialog = styled('div')`
  width: 320px;
  padding: 20px;
  border-radius: 12px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  font: 0.875rem system-ui, sans-serif;
  outline: 0;
`;

export default function UnstyledModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Root open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <Dialog role="dialog" aria-labelledby="modal-title" tabIndex={-1}>
          <h2 id="modal-title" style={{ marginTop: 0 }}>Session expiring</h2>
          <p>You will be signed out in two minutes.</p>
          <button type="button" onClick={() => setOpen(false)}>
            Stay signed in
          </button>
        </Dialog>
      </Root>
    </React.Fragment>
  );
}
