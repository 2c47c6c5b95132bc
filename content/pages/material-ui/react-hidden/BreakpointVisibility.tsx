import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const blocks = [
  { label: 'Visible on xs only', display: { xs: 'block', sm: 'none' } },
  { label: 'Hidden on xs, visible from sm', display: { xs: 'none', sm: 'block' } },
  { label: 'Visible from md up', display: { xs: 'none', md: 'block' } },
  { label: 'Visible below lg', display: { xs: 'block', lg: 'none' } },
];

export default function BreakpointVisibility() {
  return (
    <Stack spacing={1}>
      {blocks.map((block) => (
        <Box
          key={block.label}
          sx={{ display: block.display, p: 1.5, borderRadius: 1, bgcolor: 'action.selected' }}
        >
          {block.label}
        </Box>
      ))}
      <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
        Resize the window to see the blocks appear and disappear.
      </Box>
    </Stack>
  );
}
