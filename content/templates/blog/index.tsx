import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EmailCapture from '../shared/EmailCapture.tsx';
import SiteFooter from '../shared/SiteFooter.tsx';
import SiteHeader, { type NavLink } from '../shared/SiteHeader.tsx';
import FeaturedPosts from './FeaturedPosts.tsx';
import LatestPosts from './LatestPosts.tsx';
import PostFilters from './PostFilters.tsx';
import { FEATURED, LATEST, type Category, type Post } from './posts.ts';

const LINKS: readonly NavLink[] = [
  { label: 'Product', href: '../marketing-page/' },
  { label: 'Pricing', href: '../pricing/' },
  { label: 'Blog', href: '../blog/' },
];

/** Whether a post belongs to the category (null: any) and mentions the query in its title or excerpt. */
function matches(post: Post, category: Category | null, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return (
    (category === null || post.category === category) &&
    (!needle || `${post.title} ${post.excerpt}`.toLowerCase().includes(needle))
  );
}

function NoResults() {
  return (
    <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      No posts match these filters.
    </Typography>
  );
}

/**
 * A company blog: category chips and a search field that filter a grid of featured posts and a paginated list of
 * the latest ones, then a footer with a newsletter sign-up.
 */
export default function BlogTemplate() {
  const [category, setCategory] = React.useState<Category | null>(null);
  const [query, setQuery] = React.useState('');
  const [page, setPage] = React.useState(1);

  const featured = FEATURED.filter((post) => matches(post, category, query));
  const latest = LATEST.filter((post) => matches(post, category, query));

  // A new filter starts the latest list again from its first page.
  const changeCategory = (next: Category | null) => {
    setCategory(next);
    setPage(1);
  };
  const changeQuery = (next: string) => {
    setQuery(next);
    setPage(1);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        color: 'text.primary',
        bgcolor: 'background.default',
      }}
    >
      <SiteHeader links={LINKS} current="Blog" />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, sm: 8 } }}>
        <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
          Blog
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mb: 4 }}>
          Stories and guides from the team building Orbital.
        </Typography>
        <PostFilters category={category} onCategoryChange={changeCategory} query={query} onQueryChange={changeQuery} />

        <Box component="section" aria-labelledby="featured-title" sx={{ mt: 4 }}>
          <Typography id="featured-title" component="h2" variant="h4" sx={{ mb: 3 }}>
            Featured
          </Typography>
          {featured.length ? <FeaturedPosts posts={featured} /> : <NoResults />}
        </Box>

        <Box component="section" aria-labelledby="latest-title" sx={{ mt: { xs: 6, sm: 10 } }}>
          <Typography id="latest-title" component="h2" variant="h4">
            Latest
          </Typography>
          {latest.length ? <LatestPosts posts={latest} page={page} onPageChange={setPage} /> : <NoResults />}
        </Box>
      </Container>
      <SiteFooter>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Join the newsletter
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          One email a month with our best posts. Unsubscribe any time.
        </Typography>
        <EmailCapture
          id="newsletter-email"
          buttonLabel="Subscribe"
          confirmation={(email) => `Thanks! Check ${email} to confirm your subscription.`}
        />
      </SiteFooter>
    </Box>
  );
}
