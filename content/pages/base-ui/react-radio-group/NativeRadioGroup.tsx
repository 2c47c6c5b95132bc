import { styled } from '@mui/system';

const Group = styled('fieldset')`
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  padding: 8px 16px 12px;
  font-family: system-ui, sans-serif;
  & legend {
    padding: 0 4px;
    font-weight: 600;
  }
  & label {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-top: 6px;
  }
  & input {
    accent-color: #2563eb;
    width: 16px;
    height: 16px;
  }
`;

export default function NativeRadioGroup() {
  return (
    <Group>
      <legend>Billing cycle</legend>
      {['Monthly', 'Yearly', 'Every two years'].map((option, index) => (
        <label key={option}>
          <input type="radio" name="cycle" value={option} defaultChecked={index === 0} />
          {option}
        </label>
      ))}
    </Group>
  );
}
