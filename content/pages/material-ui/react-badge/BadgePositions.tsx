import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const corners = [
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
] as const;

export default function BadgePositions() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4}>
        {corners.map((corner) => (
          <Badge key={`${corner.vertical}-${corner.horizontal}`} color="primary" badgeContent={3} anchorOrigin={corner}>
            <Box sx={{ width: 40, height: 40, bgcolor: 'action.selected' }} />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4}>
        <Badge color="secondary" badgeContent=" " overlap="rectangular">
          <Box sx={{ width: 40, height: 40, bgcolor: 'action.selected' }} />
        </Badge>
        <Badge color="secondary" badgeContent=" " overlap="circular">
          <Box sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: 'action.selected' }} />
        </Badge>
        <Badge color="secondary" badgeContent=" " overlap="rectangular">
          <Box sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: 'action.selected' }} />
        </Badge>
      </Stack>
    </Stack>
  );
}
