import { Switch } from '@mui/base';
import { styled } from '@mui/system';

const Toggle = styled(Switch)`
  position: relative;
  display: inline-block;
  width: 44px;
  height: 24px;
  cursor: pointer;
  & .base-Switch-track {
    position: absolute;
    inset: 0;
    border-radius: 12px;
    background: #cbd5e1;
    transition: background 150ms;
  }
  & .base-Switch-thumb {
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: left 150ms;
  }
  &.base--checked .base-Switch-track {
    background: #16a34a;
  }
  &.base--checked .base-Switch-thumb {
    left: 23px;
  }
  &.base--focusVisible .base-Switch-track {
    outline: 3px solid #bbf7d0;
  }
  & .base-Switch-input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
`;

export default function UnstyledSwitch() {
  return (
    <label style={{ display: 'inline-flex', gap: 10, alignItems: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <Toggle defaultChecked />
      Dark theme
    </label>
  );
}
