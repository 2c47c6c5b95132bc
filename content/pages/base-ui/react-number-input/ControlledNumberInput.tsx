import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base';
import { styled } from '@mui/system';

const Root = styled('div')`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  overflow: hidden;
  font: 0.875rem system-ui, sans-serif;
  &.base--focused {
    box-shadow: 0 0 0 3px #ddd6fe;
  }
  &.base--disabled {
    opacity: 0.5;
  }
  & input {
    width: 72px;
    border: 0;
    padding: 6px 8px;
    font: inherit;
    outline: 0;
  }
  & button {
    border: 0;
    border-left: 1px solid #cbd5e1;
    padding: 0 10px;
    background: #f5f3ff;
    color: #0f172a;
    cursor: pointer;
  }
  & button:disabled {
    cursor: not-allowed;
    color: #94a3b8;
  }
`;

export default function ControlledNumberInput() {
  const [degrees, setDegrees] = React.useState<number | null>(45);

  return (
    <div style={{ display: 'grid', gap: 12, font: '0.875rem system-ui, sans-serif' }}>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        Rotation
        <NumberInput
          value={degrees}
          onChange={(_event, value) => setDegrees(value)}
          min={0}
          max={360}
          step={15}
          shiftMultiplier={6}
          slots={{ root: Root }}
          slotProps={{
            // Base UI gives the input the spin button's values but not its role.
            input: { role: 'spinbutton' },
            incrementButton: { children: '+15°', 'aria-label': 'Rotate 15 degrees more' },
            decrementButton: { children: '−15°', 'aria-label': 'Rotate 15 degrees less' },
          }}
        />
      </label>
      <span>Value: {degrees ?? 'empty'}. Shift + arrow keys move by 90°.</span>
      <NumberInput
        disabled
        defaultValue={3}
        slots={{ root: Root }}
        slotProps={{
          input: { role: 'spinbutton', 'aria-label': 'Disabled quantity' },
          incrementButton: { 'aria-label': 'Increase' },
          decrementButton: { 'aria-label': 'Decrease' },
        }}
      />
    </div>
  );
}
