import { Input } from '@mui/base';
import { styled } from '@mui/system';

const TextArea = styled(Input)`
  width: 320px;
  & .base-Input-input {
    box-sizing: border-box;
    width: 100%;
    padding: 8px 10px;
    font: 0.875rem/1.5 system-ui, sans-serif;
    border: 1px solid #94a3b8;
    border-radius: 8px;
    resize: none;
  }
  &.base--focused .base-Input-input {
    outline: 3px solid #bfdbfe;
    border-color: #2563eb;
  }
`;

export default function MultilineInput() {
  return <TextArea multiline minRows={2} maxRows={6} aria-label="Comment" placeholder="Grows from two to six lines as you type" />;
}
