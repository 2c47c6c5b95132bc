import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function CheckboxColors() {
  return (
    <Stack direction="row">
      {colors.map((color) => (
        <Checkbox key={color} defaultChecked color={color} slotProps={{ input: { 'aria-label': `${color} checkbox` } }} />
      ))}
    </Stack>
  );
}
