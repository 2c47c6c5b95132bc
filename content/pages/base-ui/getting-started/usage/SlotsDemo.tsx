import { Switch } from '@mui/base';
import { styled } from '@mui/system';

const Root = styled('span')`
  position: relative;
  display: inline-block;
  width: 40px;
  height: 24px;
  cursor: pointer;
  & .base-Switch-track {
    position: absolute;
    inset: 0;
    border-radius: 12px;
    background: #cbd5e1;
  }
  & .base-Switch-thumb {
    position: absolute;
    top: 4px;
    left: 4px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: left 150ms;
  }
  &.base--checked .base-Switch-track {
    background: #2563eb;
  }
  &.base--checked .base-Switch-thumb {
    left: 20px;
  }
  & .base-Switch-input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
`;

export default function SlotsDemo() {
  return (
    <Switch
      defaultChecked
      slots={{ root: Root }}
      slotProps={{ input: { 'aria-label': 'Notifications' } }}
    />
  );
}
