import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import AssignmentIcon from '@mui/icons-material/Assignment';

const sizes = [24, 32, 40, 56, 72];

export default function AvatarShapesAndSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>C</Avatar>
        <Avatar variant="rounded" sx={{ bgcolor: 'success.main' }}>
          <AssignmentIcon />
        </Avatar>
        <Avatar variant="square" sx={{ bgcolor: 'warning.main' }}>
          S
        </Avatar>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Avatar key={size} sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: 'primary.dark' }}>
            {size}
          </Avatar>
        ))}
      </Stack>
    </Stack>
  );
}
