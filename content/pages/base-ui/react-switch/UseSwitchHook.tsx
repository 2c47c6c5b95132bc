import { useSwitch } from '@mui/base/useSwitch';

function TextSwitch({ label }: { label: string }) {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked: false });
  return (
    <label
      style={{
        position: 'relative',
        display: 'inline-flex',
        gap: 8,
        alignItems: 'center',
        padding: '4px 10px',
        borderRadius: 999,
        font: '600 0.8rem system-ui, sans-serif',
        color: checked ? '#fff' : '#334155',
        background: checked ? '#0f766e' : '#e2e8f0',
        outline: focusVisible ? '3px solid #99f6e4' : 'none',
        cursor: 'pointer',
      }}
    >
      <input {...getInputProps()} style={{ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' }} />
      {label}: {checked ? 'ON' : 'OFF'}
    </label>
  );
}

export default function UseSwitchHook() {
  return <TextSwitch label="Airplane mode" />;
}
