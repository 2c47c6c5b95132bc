import { useSwitch } from '@mui/base';
import { styled } from '@mui/system';

const Label = styled('label')`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font: 0.875rem system-ui, sans-serif;
  cursor: pointer;
  & input {
    position: absolute;
    opacity: 0;
  }
  & .track {
    width: 36px;
    height: 20px;
    border-radius: 10px;
    background: #cbd5e1;
    position: relative;
  }
  & .track::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: left 120ms;
  }
  & .on {
    background: #7c3aed;
  }
  & .on::after {
    left: 18px;
  }
  & .focus {
    outline: 3px solid #ddd6fe;
  }
`;

export default function HookSwitch() {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked: true });
  return (
    <Label>
      <input {...getInputProps()} />
      <span aria-hidden="true" className={`track${checked ? ' on' : ''}${focusVisible ? ' focus' : ''}`} />
      Sync {checked ? 'enabled' : 'disabled'}
    </Label>
  );
}
