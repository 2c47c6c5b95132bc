import * as React from 'react';
import { Portal } from '@mui/base';

export default function PortalDemo() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif' }}>
      <button type="button" onClick={() => setShow((prev) => !prev)}>
        {show ? 'Unmount child' : 'Mount child'}
      </button>
      <div style={{ padding: 8, margin: '8px 0', border: '1px solid #cbd5e1' }}>
        Source location.
        {show ? (
          <Portal container={() => container.current}>
            <span>But I render over there.</span>
          </Portal>
        ) : null}
      </div>
      <div ref={container} style={{ padding: 8, border: '1px dashed #2563eb' }}>
        Target container:{' '}
      </div>
    </div>
  );
}
