import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationColorsAndSizes() {
  return (
    <Stack spacing={2}>
      <Pagination count={6} color="primary" size="small" />
      <Pagination count={6} color="secondary" />
      <Pagination count={6} color="standard" size="large" />
      <Pagination count={6} color="primary" disabled />
    </Stack>
  );
}
