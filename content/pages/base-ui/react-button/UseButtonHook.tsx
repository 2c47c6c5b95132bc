import * as React from 'react';
import { useButton } from '@mui/base/useButton';

function PressableCard({ children, onClick }: { children: React.ReactNode; onClick: () => void }) {
  const { getRootProps, active, focusVisible } = useButton({});
  return (
    <div
      {...getRootProps({ onClick })}
      style={{
        font: '0.875rem system-ui, sans-serif',
        padding: 16,
        width: 200,
        borderRadius: 12,
        border: '1px solid #cbd5e1',
        cursor: 'pointer',
        userSelect: 'none',
        transform: active ? 'scale(0.97)' : 'none',
        outline: focusVisible ? '3px solid #93c5fd' : 'none',
        background: active ? '#eff6ff' : '#fff',
        color: '#0f172a',
      }}
    >
      {children}
    </div>
  );
}

export default function UseButtonHook() {
  const [count, setCount] = React.useState(0);
  return <PressableCard onClick={() => setCount(count + 1)}>A div that behaves as a button: pressed {count} times</PressableCard>;
}
