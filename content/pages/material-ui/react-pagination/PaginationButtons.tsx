import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationButtons() {
  return (
    <Stack spacing={2}>
      <Pagination count={20} defaultPage={7} showFirstButton showLastButton />
      <Pagination count={20} defaultPage={7} hidePrevButton hideNextButton />
    </Stack>
  );
}
