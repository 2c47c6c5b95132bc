import Box from '@mui/material/Box';

export default function OverviewBox() {
  return (
    <Box
      sx={{
        p: 2,
        border: '1px solid',
        borderColor: 'grey.300',
        borderRadius: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        fontFamily: 'sans-serif',
      }}
    >
      <Box sx={{ width: 48, height: 48, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Box>
        <Box sx={{ fontWeight: 'bold', fontSize: 18 }}>Styled with sx</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
          Spacing, colours and radii come from the theme.
        </Box>
      </Box>
    </Box>
  );
}
