import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function RadioColorsAndSizes() {
  return (
    <Stack spacing={1}>
      <Stack direction="row">
        {colors.map((color) => (
          <Radio key={color} checked color={color} name="radio-colors" slotProps={{ input: { 'aria-label': color } }} />
        ))}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Radio checked size="small" name="radio-sizes" slotProps={{ input: { 'aria-label': 'small' } }} />
        <Radio checked name="radio-sizes" slotProps={{ input: { 'aria-label': 'medium' } }} />
        <Radio checked name="radio-sizes" slotProps={{ input: { 'aria-label': 'large' } }} sx={{ '& .MuiSvgIcon-root': { fontSize: 30 } }} />
      </Stack>
    </Stack>
  );
}
