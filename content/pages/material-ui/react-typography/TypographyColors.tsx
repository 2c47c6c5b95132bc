import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = ['text.primary', 'text.secondary', 'text.disabled', 'primary.main', 'secondary.main', 'success.main', 'error.main'];

export default function TypographyColors() {
  return (
    <Stack spacing={0.5}>
      {colors.map((color) => (
        <Typography key={color} sx={{ color }}>
          color: {color}
        </Typography>
      ))}
    </Stack>
  );
}
