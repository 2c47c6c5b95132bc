import { Unstable_NumberInput as NumberInput } from '@mui/base';
import { styled } from '@mui/system';

const Root = styled('div')`
  display: inline-grid;
  grid-template-columns: 32px 64px 32px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  overflow: hidden;
  font-family: system-ui, sans-serif;
  &.base--focused {
    box-shadow: 0 0 0 3px #bfdbfe;
  }
  & input {
    border: 0;
    text-align: center;
    font: inherit;
    outline: 0;
  }
  & button {
    border: 0;
    background: #f1f5f9;
    color: #0f172a;
    font-size: 1rem;
    cursor: pointer;
  }
  & .base-NumberInput-decrementButton {
    order: -1;
  }
`;

export default function NumberInputDemo() {
  return (
    <NumberInput
      min={1}
      max={10}
      defaultValue={2}
      slots={{ root: Root }}
      slotProps={{
        // Base UI gives the input the spin button's values but not its role; naming it here names the field.
        input: { role: 'spinbutton', 'aria-label': 'Quantity' },
        incrementButton: { children: '+', 'aria-label': 'Increase' },
        decrementButton: { children: '−', 'aria-label': 'Decrease' },
      }}
    />
  );
}
