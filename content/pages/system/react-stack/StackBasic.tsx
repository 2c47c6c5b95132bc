import Box from '@mui/material/Box';
import { Stack } from '@mui/system';

export default function StackBasic() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ fontFamily: 'sans-serif' }}>
      {['Item 1', 'Item 2', 'Item 3'].map((label) => (
        <Box key={label} sx={{ p: 2, bgcolor: 'grey.200', color: 'grey.900', borderRadius: 1 }}>
          {label}
        </Box>
      ))}
    </Stack>
  );
}
