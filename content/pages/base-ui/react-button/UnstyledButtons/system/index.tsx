import { Button } from '@mui/base';
import { styled } from '@mui/system';

const Btn = styled(Button)`
  font: 600 0.875rem system-ui, sans-serif;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background: #2563eb;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: #1d4ed8;
  }
  &.base--active {
    transform: translateY(1px);
  }
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
  &.base--disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export default function UnstyledButtons() {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Btn>Save</Btn>
      <Btn disabled>Disabled</Btn>
      <Btn focusableWhenDisabled disabled>
        Focusable when disabled
      </Btn>
    </div>
  );
}
