import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'error', 'info', 'warning', 'inherit'] as const;

export default function ButtonColors() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Button key={color} variant="contained" color={color}>
          {color}
        </Button>
      ))}
    </Stack>
  );
}
