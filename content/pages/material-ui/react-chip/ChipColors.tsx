import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const colors = ['default', 'primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function ChipColors() {
  return (
    <Stack spacing={1}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Chip key={color} label={color} color={color} variant={variant} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
