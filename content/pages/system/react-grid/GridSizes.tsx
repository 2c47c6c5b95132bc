import Box from '@mui/material/Box';
import { Grid } from '@mui/system';

const cells = [{ xs: 12, md: 8 }, { xs: 6, md: 4 }, { xs: 6, md: 4 }, { xs: 12, md: 8 }];

export default function GridSizes() {
  return (
    <Grid container spacing={2}>
      {cells.map((size, index) => (
        <Grid key={index} size={size}>
          <Box sx={{ p: 1, bgcolor: 'grey.200', color: 'grey.900', textAlign: 'center', fontFamily: 'sans-serif' }}>
            xs {size.xs} / md {size.md}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
