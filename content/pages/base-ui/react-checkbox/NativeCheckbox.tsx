import { styled } from '@mui/system';

const Label = styled('label')`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-family: system-ui, sans-serif;
  cursor: pointer;
  & input {
    appearance: none;
    width: 18px;
    height: 18px;
    margin: 0;
    border: 2px solid #64748b;
    border-radius: 4px;
    display: grid;
    place-content: center;
    cursor: inherit;
  }
  & input:checked {
    background: #2563eb;
    border-color: #2563eb;
  }
  & input:checked::after {
    content: '';
    width: 8px;
    height: 4px;
    border: 2px solid #fff;
    border-top: 0;
    border-right: 0;
    transform: rotate(-45deg) translate(1px, -1px);
  }
  & input:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
`;

export default function NativeCheckbox() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Label>
        <input type="checkbox" defaultChecked /> Subscribe to updates
      </Label>
      <Label>
        <input type="checkbox" /> Accept the terms
      </Label>
    </div>
  );
}
