import Box from '@mui/material/Box';

export default function ResponsiveUsage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, fontFamily: 'sans-serif' }}>
      {['One', 'Two', 'Three'].map((label) => (
        <Box
          key={label}
          sx={{
            flex: 1,
            p: { xs: 1, sm: 2 },
            bgcolor: 'grey.100', color: 'grey.900',
            border: '1px solid',
            borderColor: 'grey.300',
            borderRadius: 1,
            textAlign: 'center',
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
