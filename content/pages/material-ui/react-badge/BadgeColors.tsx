import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

const colors = ['default', 'primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function BadgeColors() {
  return (
    <Stack direction="row" spacing={4}>
      {colors.map((color, index) => (
        <Badge key={color} badgeContent={index + 1} color={color}>
          <MailIcon titleAccess={`${color}: ${index + 1}`} />
        </Badge>
      ))}
    </Stack>
  );
}
