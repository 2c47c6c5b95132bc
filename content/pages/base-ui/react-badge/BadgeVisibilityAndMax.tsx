import * as React from 'react';
import { Badge } from '@mui/base';
import { styled } from '@mui/system';

const CountBadge = styled(Badge)`
  position: relative;
  display: inline-flex;
  font: 0.875rem system-ui, sans-serif;
  & .base-Badge-badge {
    position: absolute;
    top: -8px;
    right: -10px;
    min-width: 20px;
    height: 20px;
    padding: 0 6px;
    box-sizing: border-box;
    border-radius: 10px;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
    color: #fff;
    background: #dc2626;
  }
  & .base-Badge-invisible {
    display: none;
  }
`;

const Box = styled('span')`
  display: inline-block;
  width: 36px;
  height: 36px;
  border-radius: 8px;
  background: #e2e8f0;
`;

export default function BadgeVisibilityAndMax() {
  const [count, setCount] = React.useState(0);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center', font: '0.875rem system-ui, sans-serif' }}>
      <CountBadge badgeContent={count} showZero={showZero} max={9}>
        <Box />
      </CountBadge>
      <button type="button" onClick={() => setCount(count + 1)}>
        Add one
      </button>
      <button type="button" onClick={() => setCount(0)}>
        Reset
      </button>
      <label>
        <input type="checkbox" checked={showZero} onChange={(event) => setShowZero(event.target.checked)} /> showZero
      </label>
      <span>max is 9: ten or more shows “9+”</span>
    </div>
  );
}
