import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'none', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Box sx={{ width: 300 }}>
      {animations.map(({ label, value }) => (
        <Box key={label} sx={{ mb: 1 }}>
          <Typography variant="caption">{label}</Typography>
          <Skeleton animation={value} height={32} />
        </Box>
      ))}
    </Box>
  );
}
