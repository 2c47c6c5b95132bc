import * as React from 'react';
import { Snackbar, type SnackbarCloseReason } from '@mui/base';
import { styled } from '@mui/system';

const Toast = styled(Snackbar)`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 10;
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 10px 16px;
  border-radius: 8px;
  background: #14532d;
  color: #f0fdf4;
  font: 0.875rem system-ui, sans-serif;
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
`;

export default function CloseReasonsSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<SnackbarCloseReason | 'button' | null>(null);

  const close = (reason: SnackbarCloseReason | 'button') => {
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <div style={{ font: '0.875rem system-ui, sans-serif' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Upload the file
      </button>
      <p>Last close reason: {lastReason ?? 'none yet'}. Clicks elsewhere are ignored; Escape, the timer and the button close it.</p>
      <Toast
        open={open}
        autoHideDuration={5000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close(reason);
        }}
      >
        Upload finished.
        <button type="button" onClick={() => close('button')}>
          Dismiss
        </button>
      </Toast>
    </div>
  );
}
