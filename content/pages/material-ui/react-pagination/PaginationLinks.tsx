import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

const CURRENT_PAGE = 3;

export default function PaginationLinks() {
  return (
    <Pagination
      page={CURRENT_PAGE}
      count={6}
      renderItem={(item) => (
        <PaginationItem
          component="a"
          href={`?page=${item.page}`}
          slots={{ previous: ArrowBackIcon, next: ArrowForwardIcon }}
          {...item}
        />
      )}
    />
  );
}
