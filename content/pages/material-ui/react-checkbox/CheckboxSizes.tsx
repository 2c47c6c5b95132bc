import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function CheckboxSizes() {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Checkbox size="small" defaultChecked slotProps={{ input: { 'aria-label': 'Small checkbox' } }} />
      <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'Medium checkbox' } }} />
      <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'Large checkbox' } }} sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />
    </Stack>
  );
}
