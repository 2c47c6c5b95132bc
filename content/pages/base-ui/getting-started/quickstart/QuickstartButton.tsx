import { Button } from '@mui/base';
import { styled } from '@mui/system';

const PrimaryButton = styled(Button)`
  font: 600 0.875rem system-ui, sans-serif;
  padding: 8px 16px;
  border-radius: 8px;
  border: none;
  background: #2563eb;
  color: #fff;
  cursor: pointer;
  transition: background 120ms;
  &:hover {
    background: #1e40af;
  }
  &.base--active {
    background: #1e3a8a;
  }
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
`;

export default function QuickstartButton() {
  return <PrimaryButton>Click me</PrimaryButton>;
}
