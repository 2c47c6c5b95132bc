import { Input } from '@mui/base';
import './styles.css';

export default function UnstyledInput() {
  return (
    <div className="InputStack">
      <Input
        className="CustomInput"
        placeholder="Search"
        startAdornment={<span aria-hidden="true">⌕</span>}
        slotProps={{ input: { 'aria-label': 'Search' } }}
      />
      <Input
        className="CustomInput"
        error
        defaultValue="not-an-email"
        endAdornment={<span>@example.com</span>}
        slotProps={{ input: { 'aria-label': 'Email user name' } }}
      />
    </div>
  );
}
