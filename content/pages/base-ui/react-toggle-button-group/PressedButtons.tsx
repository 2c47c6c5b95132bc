import * as React from 'react';
import { Button } from '@mui/base';
import { styled } from '@mui/system';

const Item = styled(Button)`
  font: 0.875rem system-ui, sans-serif;
  padding: 6px 14px;
  border: 1px solid #94a3b8;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  cursor: pointer;
  margin-left: -1px;
  &:first-of-type {
    border-radius: 8px 0 0 8px;
  }
  &:last-of-type {
    border-radius: 0 8px 8px 0;
  }
  &[aria-pressed='true'] {
    background: #1e293b;
    color: #fff;
  }
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
    position: relative;
  }
`;

const options = ['Left', 'Center', 'Right'];

export default function PressedButtons() {
  const [value, setValue] = React.useState('Left');
  return (
    <div role="group" aria-label="Text alignment">
      {options.map((option) => (
        <Item key={option} aria-pressed={value === option} onClick={() => setValue(option)}>
          {option}
        </Item>
      ))}
    </div>
  );
}
