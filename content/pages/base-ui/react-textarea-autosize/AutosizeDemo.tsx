import { TextareaAutosize } from '@mui/base';
import { styled } from '@mui/system';

const Area = styled(TextareaAutosize)`
  width: 320px;
  padding: 8px 10px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  font: 0.875rem/1.5 system-ui, sans-serif;
  resize: none;
  &:focus {
    outline: 3px solid #bfdbfe;
    border-color: #2563eb;
  }
`;

export default function AutosizeDemo() {
  return <Area aria-label="Message" minRows={2} maxRows={6} placeholder="Type several lines to see it grow" />;
}
