import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ranges = [
  { siblingCount: 1, boundaryCount: 1 },
  { siblingCount: 0, boundaryCount: 1 },
  { siblingCount: 2, boundaryCount: 1 },
  { siblingCount: 1, boundaryCount: 2 },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={1.5}>
      {ranges.map((range) => (
        <Stack key={`${range.siblingCount}-${range.boundaryCount}`} spacing={0.5}>
          <Typography variant="caption">
            siblingCount={range.siblingCount}, boundaryCount={range.boundaryCount}
          </Typography>
          <Pagination count={15} defaultPage={8} {...range} />
        </Stack>
      ))}
    </Stack>
  );
}
