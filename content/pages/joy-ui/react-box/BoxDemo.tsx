import { Box } from '@mui/joy';

export default function BoxDemo() {
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 'md',
        bgcolor: 'background.level1',
        border: '1px solid',
        borderColor: 'divider',
        color: 'text.secondary',
        typography: 'body-md',
        '&:hover': { bgcolor: 'background.level2' },
      }}
    >
      Theme-aware spacing, radius, colours and typography.
    </Box>
  );
}
