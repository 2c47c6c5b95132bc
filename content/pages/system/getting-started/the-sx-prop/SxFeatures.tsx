import Box from '@mui/material/Box';

export default function SxFeatures() {
  return (
    <Box
      sx={{
        width: { xs: 1, sm: 1 / 2 },
        p: 2,
        borderRadius: 2,
        boxShadow: 2,
        bgcolor: 'background.paper',
        fontFamily: 'sans-serif',
        transition: 'background-color 150ms',
        '&:hover': { bgcolor: 'grey.100' },
        '& strong': { color: 'primary.main' },
      }}
    >
      Hover me: <strong>theme colours</strong>, spacing, radius and shadow in one prop.
    </Box>
  );
}
