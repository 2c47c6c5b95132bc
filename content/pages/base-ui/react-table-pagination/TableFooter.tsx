import * as React from 'react';
import { TablePagination } from '@mui/base';
import { styled } from '@mui/system';

const Table = styled('table')`
  font: 0.875rem system-ui, sans-serif;
  border-collapse: collapse;
  & td,
  & th {
    border-bottom: 1px solid #e2e8f0;
    padding: 6px 10px;
    text-align: left;
  }
  & .base-TablePagination-toolbar {
    display: flex;
    gap: 12px;
    align-items: center;
  }
  & .base-TablePagination-spacer {
    display: none;
  }
`;

const rows = Array.from({ length: 23 }, (_, i) => `Invoice #${1000 + i}`);

export default function TableFooter() {
  const [page, setPage] = React.useState(0);
  const [perPage, setPerPage] = React.useState(5);
  return (
    <Table aria-label="Invoices">
      <tbody>
        {rows.slice(page * perPage, page * perPage + perPage).map((row) => (
          <tr key={row}>
            <td>{row}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            count={rows.length}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[5, 10]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}
