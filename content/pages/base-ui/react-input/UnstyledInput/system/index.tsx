import { Input } from '@mui/base';
import { styled } from '@mui/system';

const Field = styled(Input)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: 260px;
  padding: 0 10px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  font-family: system-ui, sans-serif;
  &.base--focused {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }
  &.base--error {
    border-color: #dc2626;
  }
  & .base-Input-input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: 0;
    padding: 8px 0;
    font: inherit;
    color: inherit;
    background: transparent;
  }
`;

export default function UnstyledInput() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Field placeholder="Search" startAdornment={<span aria-hidden="true">⌕</span>} slotProps={{ input: { 'aria-label': 'Search' } }} />
      <Field error defaultValue="not-an-email" endAdornment={<span>@example.com</span>} slotProps={{ input: { 'aria-label': 'Email user name' } }} />
    </div>
  );
}
