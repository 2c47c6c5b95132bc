import { Button } from '@mui/base';
import { styled } from '@mui/system';

const StyledButton = styled(Button)`
  font-family: system-ui, sans-serif;
  font-weight: 600;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background: #2563eb;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: #1d4ed8;
  }
  &.base--focusVisible {
    outline: 3px solid #93c5fd;
  }
  &.base--disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export default function OverviewButton() {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <StyledButton>Styled by you</StyledButton>
      <StyledButton disabled>Disabled</StyledButton>
    </div>
  );
}
