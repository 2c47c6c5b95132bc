import * as React from 'react';
import { Switch } from '@mui/base';
import { styled } from '@mui/system';

const Toggle = styled(Switch)`
  position: relative;
  display: inline-block;
  width: 40px;
  height: 22px;
  & .base-Switch-track {
    position: absolute;
    inset: 0;
    border-radius: 11px;
    background: #cbd5e1;
  }
  & .base-Switch-thumb {
    position: absolute;
    top: 3px;
    left: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: left 120ms;
  }
  &.base--checked .base-Switch-track {
    background: #7c3aed;
  }
  &.base--checked .base-Switch-thumb {
    left: 21px;
  }
  &.base--disabled {
    opacity: 0.45;
  }
  & .base-Switch-input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

export default function ControlledSwitchStates() {
  const [wifi, setWifi] = React.useState(true);

  return (
    <div style={{ display: 'grid', gap: 12, font: '0.875rem system-ui, sans-serif' }}>
      <label style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
        <Toggle checked={wifi} onChange={(event) => setWifi(event.target.checked)} />
        Wi-Fi is {wifi ? 'on' : 'off'}
      </label>
      <label style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
        <Toggle disabled />
        Disabled, off
      </label>
      <label style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
        <Toggle disabled defaultChecked />
        Disabled, on
      </label>
    </div>
  );
}
