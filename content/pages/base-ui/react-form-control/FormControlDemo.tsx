import { FormControl, Input, useFormControlContext } from '@mui/base';
import { styled } from '@mui/system';

const Field = styled(Input)`
  & .base-Input-input {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid #94a3b8;
    border-radius: 8px;
    width: 240px;
  }
  &.base--error .base-Input-input {
    border-color: #dc2626;
  }
`;

function HelperText() {
  const context = useFormControlContext();
  if (!context) return null;
  const showError = context.error || (context.required && context.filled === false);
  return <p style={{ margin: '4px 0 0', color: showError ? 'light-dark(#dc2626, #f87171)' : 'light-dark(#64748b, #94a3b8)' }}>{showError ? 'This field is required.' : 'Looks good.'}</p>;
}

export default function FormControlDemo() {
  return (
    <FormControl defaultValue="" required style={{ fontFamily: 'system-ui, sans-serif' }}>
      <label htmlFor="name-input" style={{ display: 'block', marginBottom: 4 }}>
        Name *
      </label>
      <Field slotProps={{ input: { id: 'name-input' } }} placeholder="Your name" />
      <HelperText />
    </FormControl>
  );
}
