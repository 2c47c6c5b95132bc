import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const PAGE_SIZE = 10;
const TOTAL = 97;

export default function PaginationControlled() {
  const [page, setPage] = React.useState<number>(1);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, TOTAL);

  return (
    <Stack spacing={2}>
      <Typography>
        Showing results {first}–{last} of {TOTAL}
      </Typography>
      <Pagination
        count={Math.ceil(TOTAL / PAGE_SIZE)}
        page={page}
        onChange={(_event: React.ChangeEvent<unknown>, value: number) => setPage(value)}
        color="primary"
      />
      <Pagination
        count={Math.ceil(TOTAL / PAGE_SIZE)}
        page={page}
        onChange={(_event: React.ChangeEvent<unknown>, value: number) => setPage(value)}
        variant="outlined"
        shape="rounded"
        showFirstButton
        showLastButton
        siblingCount={0}
      />
    </Stack>
  );
}
