import { Button } from '@mui/base';
import { styled } from '@mui/system';

const ActionButton = styled(Button)`
  font: 600 0.875rem system-ui, sans-serif;
  padding: 8px 16px;
  border: none;
  border-radius: 8px;
  color: #fff;
  background: #2563eb;
  cursor: pointer;
  &.base--disabled {
    background: #94a3b8;
    cursor: not-allowed;
  }
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
  }
`;

export default function DisabledFocusableButton() {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <ActionButton disabled>Disabled, skipped by Tab</ActionButton>
      <ActionButton disabled focusableWhenDisabled title="Fill in the form first">
        Disabled, still focusable
      </ActionButton>
    </div>
  );
}
