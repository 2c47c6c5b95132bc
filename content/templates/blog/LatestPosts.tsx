import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Authors from './Authors.tsx';
import type { Post } from './posts.ts';

export const POSTS_PER_PAGE = 4;

interface LatestPostsProps {
  posts: readonly Post[];
  page: number;
  onPageChange: (page: number) => void;
}

/** A plain list of recent posts, four to a page, with numbered pagination below. */
export default function LatestPosts({ posts, page, onPageChange }: LatestPostsProps) {
  const listRef = React.useRef<HTMLUListElement>(null);
  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  const visible = posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);

  const handlePageChange = (_event: React.ChangeEvent<unknown>, next: number) => {
    onPageChange(next);
    listRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <>
      <Stack
        component="ul"
        ref={listRef}
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', p: 0, m: 0, scrollMarginTop: 96 }}
      >
        {visible.map((post) => (
          <Box component="li" key={post.id} sx={{ py: 3 }}>
            <article>
              <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 600 }}>
                {post.category}
              </Typography>
              <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
                <Link href={`#${post.id}`} color="inherit" underline="hover">
                  {post.title}
                </Link>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: '70ch' }}>
                {post.excerpt}
              </Typography>
              <Authors post={post} />
            </article>
          </Box>
        ))}
      </Stack>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={handlePageChange}
          shape="rounded"
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </>
  );
}
