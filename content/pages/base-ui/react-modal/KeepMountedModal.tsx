import * as React from 'react';
import { Modal } from '@mui/base';
import { styled } from '@mui/system';

const Root = styled(Modal)`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: grid;
  place-items: center;
  &.base-Modal-hidden {
    visibility: hidden;
  }
`;

const Backdrop = styled('div')`
  position: fixed;
  inset: 0;
  z-index: -1;
  background: rgb(15 23 42 / 0.5);
`;

const Panel = styled('div')`
  width: 320px;
  padding: 20px;
  border-radius: 12px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  font: 0.875rem system-ui, sans-serif;
  outline: 0;
`;

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);
  const [note, setNote] = React.useState('');

  return (
    <div style={{ font: '0.875rem system-ui, sans-serif' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open the notepad
      </button>
      <p>Type a note, close the modal with Escape and open it again: the note is still there, because the content stays mounted.</p>
      <Root keepMounted open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <Panel role="dialog" aria-labelledby="notepad-title" tabIndex={-1}>
          <h2 id="notepad-title" style={{ marginTop: 0 }}>Notepad</h2>
          <textarea aria-label="Note" rows={4} style={{ width: '100%', boxSizing: 'border-box' }} value={note} onChange={(event) => setNote(event.target.value)} />
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Panel>
      </Root>
    </div>
  );
}
