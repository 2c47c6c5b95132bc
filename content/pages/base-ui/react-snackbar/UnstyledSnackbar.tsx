import * as React from 'react';
import { Snackbar } from '@mui/base';
import { styled } from '@mui/system';

const Toast = styled(Snackbar)`
  position: fixed;
  left: 16px;
  bottom: 16px;
  z-index: 10;
  padding: 10px 16px;
  border-radius: 8px;
  background: #0f172a;
  color: #f8fafc;
  font: 0.875rem system-ui, sans-serif;
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
`;

export default function UnstyledSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <button type="button" onClick={() => setOpen(true)}>
        Save draft
      </button>
      <Toast open={open} autoHideDuration={3000} onClose={() => setOpen(false)}>
        Draft saved.
      </Toast>
    </React.Fragment>
  );
}
