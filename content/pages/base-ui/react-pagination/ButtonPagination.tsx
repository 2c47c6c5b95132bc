import * as React from 'react';
import { Button } from '@mui/base';
import { styled } from '@mui/system';

const Page = styled(Button)`
  font: 0.875rem system-ui, sans-serif;
  min-width: 32px;
  height: 32px;
  border: 1px solid #cbd5e1;
  border-radius: 6px;
  background: light-dark(#fff, #1e293b);
  color: light-dark(#0f172a, #e2e8f0);
  cursor: pointer;
  &[aria-current='page'] {
    background: #2563eb;
    border-color: #2563eb;
    color: #fff;
  }
  &.base--disabled {
    opacity: 0.4;
  }
`;

const pages = [1, 2, 3, 4, 5];

export default function ButtonPagination() {
  const [page, setPage] = React.useState(1);
  return (
    <nav aria-label="Pagination">
      <div style={{ display: 'flex', gap: 4 }}>
        <Page disabled={page === 1} onClick={() => setPage(page - 1)} aria-label="Previous page">‹</Page>
        {pages.map((p) => (
          <Page key={p} aria-current={p === page ? 'page' : undefined} onClick={() => setPage(p)}>
            {p}
          </Page>
        ))}
        <Page disabled={page === pages.length} onClick={() => setPage(page + 1)} aria-label="Next page">›</Page>
      </div>
    </nav>
  );
}
