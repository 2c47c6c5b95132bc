import Box from '@mui/material/Box';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export default function VisuallyHidden() {
  return (
    <Box sx={{ fontFamily: 'sans-serif' }}>
      <a href="#pricing">
        Read more
        <Box component="span" sx={visuallyHidden}>
          {' '}about pricing
        </Box>
      </a>
    </Box>
  );
}
