import * as React from 'react';
import { Input } from '@mui/base';
import { styled } from '@mui/system';

const Field = styled(Input)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: 260px;
  padding: 0 10px;
  font: 0.875rem system-ui, sans-serif;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  &.base--focused {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }
  &.base--error {
    border-color: #dc2626;
  }
  & .base-Input-input {
    flex: 1;
    min-width: 0;
    padding: 8px 0;
    border: none;
    outline: none;
    font: inherit;
    background: transparent;
  }
`;

export default function AdornedInput() {
  const [amount, setAmount] = React.useState('12.50');
  const invalid = Number.isNaN(Number(amount));

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Field
        aria-label="Amount in euros"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={invalid}
        startAdornment={<span>€</span>}
        endAdornment={<span style={{ color: invalid ? 'light-dark(#dc2626, #f87171)' : 'light-dark(#64748b, #94a3b8)' }}>{invalid ? 'not a number' : 'EUR'}</span>}
      />
      <Field aria-label="Disabled field" disabled defaultValue="Locked" />
    </div>
  );
}
