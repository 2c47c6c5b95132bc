import { Badge } from '@mui/base';
import { styled } from '@mui/system';

const Counter = styled(Badge)`
  position: relative;
  display: inline-flex;
  font-family: system-ui, sans-serif;
  & .base-Badge-badge {
    position: absolute;
    top: 0;
    right: 0;
    transform: translate(50%, -50%);
    min-width: 20px;
    height: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background: #dc2626;
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
  }
  & .base-Badge-invisible {
    display: none;
  }
`;

const Box = styled('span')`
  display: inline-block;
  width: 40px;
  height: 40px;
  border-radius: 8px;
  background: #e2e8f0;
`;

export default function UnstyledBadge() {
  return (
    <div style={{ display: 'flex', gap: 32 }}>
      <Counter badgeContent={5}>
        <Box aria-label="Inbox, 5 unread" role="img" />
      </Counter>
      <Counter badgeContent={1000} max={999}>
        <Box aria-label="Alerts, more than 999" role="img" />
      </Counter>
      <Counter badgeContent={0}>
        <Box aria-label="Tasks, none" role="img" />
      </Counter>
    </div>
  );
}
