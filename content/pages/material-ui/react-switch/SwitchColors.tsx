import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function SwitchColors() {
  return (
    <Stack direction="row">
      {colors.map((color) => (
        <Switch key={color} defaultChecked color={color} slotProps={{ input: { 'aria-label': `${color} switch` } }} />
      ))}
    </Stack>
  );
}
