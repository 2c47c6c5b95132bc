import * as React from 'react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { PAGES, type PageRow } from './data.ts';
import { toneSx } from './TrendChip.tsx';
import { formatDuration, formatNumber } from './format.ts';

type SortKey = Exclude<keyof PageRow, 'id'>;
type Order = 'asc' | 'desc';

interface Column {
  key: SortKey;
  label: string;
  numeric: boolean;
  render: (row: PageRow) => React.ReactNode;
}

const COLUMNS: readonly Column[] = [
  { key: 'title', label: 'Page', numeric: false, render: (row) => row.title },
  {
    key: 'status',
    label: 'Status',
    numeric: false,
    render: (row) => (
      <Chip
        size="small"
        variant="outlined"
        label={row.status}
        sx={toneSx(row.status === 'Online' ? 'success' : 'neutral')}
      />
    ),
  },
  { key: 'users', label: 'Users', numeric: true, render: (row) => formatNumber(row.users) },
  { key: 'eventCount', label: 'Event count', numeric: true, render: (row) => formatNumber(row.eventCount) },
  { key: 'viewsPerUser', label: 'Views per user', numeric: true, render: (row) => row.viewsPerUser.toFixed(1) },
  {
    key: 'averageDuration',
    label: 'Avg. duration',
    numeric: true,
    render: (row) => formatDuration(row.averageDuration),
  },
];

/** Orders rows by one column; ties keep their original order because Array#sort is stable. */
function sortRows(rows: readonly PageRow[], key: SortKey, order: Order): PageRow[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    const compared =
      typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return compared * direction;
  });
}

/**
 * The pages of the site with their traffic, in an MUI Table: every column sorts (click again to reverse), rows are
 * paginated, and the header's search narrows them by page name.
 */
export default function PagesTable({ query }: { query: string }) {
  const [sortKey, setSortKey] = React.useState<SortKey>('users');
  const [order, setOrder] = React.useState<Order>('desc');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const needle = query.trim().toLowerCase();
  const rows = sortRows(
    PAGES.filter((row) => row.title.toLowerCase().includes(needle)),
    sortKey,
    order,
  );
  // A narrower search can leave the current page empty; show the last page that has rows instead.
  const lastPage = Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const visible = rows.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);

  const sortBy = (key: SortKey) => {
    // Numbers read best largest-first; text reads best A to Z.
    const firstOrder: Order = COLUMNS.find((column) => column.key === key)?.numeric ? 'desc' : 'asc';
    setOrder(key === sortKey ? (order === 'asc' ? 'desc' : 'asc') : firstOrder);
    setSortKey(key);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="pages-title" sx={{ scrollMarginTop: 24 }}>
      <Typography id="pages-title" component="h3" variant="subtitle2" sx={{ px: 2, pt: 2 }}>
        Pages
      </Typography>
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label="Pages table">
        <Table size="small" aria-labelledby="pages-title" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sortKey === column.key ? order : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  <TableSortLabel
                    active={sortKey === column.key}
                    direction={sortKey === column.key ? order : column.numeric ? 'desc' : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={row.id} hover>
                {COLUMNS.map((column, index) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {visible.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  No pages match “{query.trim()}”.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={currentPage}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Card>
  );
}
