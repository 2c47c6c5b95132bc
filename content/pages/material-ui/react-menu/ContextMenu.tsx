import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const [point, setPoint] = React.useState<{ left: number; top: number } | null>(null);
  const close = () => setPoint(null);

  return (
    <div
      onContextMenu={(event) => {
        event.preventDefault();
        setPoint(point === null ? { left: event.clientX + 2, top: event.clientY - 6 } : null);
      }}
      style={{ cursor: 'context-menu' }}
    >
      <Typography sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        Right-click anywhere in this box to open a menu at the pointer.
      </Typography>
      <Menu open={point !== null} onClose={close} anchorReference="anchorPosition" anchorPosition={point ?? undefined}>
        <MenuItem onClick={close}>Copy link</MenuItem>
        <MenuItem onClick={close}>Print</MenuItem>
        <MenuItem onClick={close}>Highlight</MenuItem>
      </Menu>
    </div>
  );
}
