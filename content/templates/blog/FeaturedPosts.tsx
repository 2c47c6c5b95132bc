import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Authors from './Authors.tsx';
import CoverArt from './CoverArt.tsx';
import type { Post } from './posts.ts';

/**
 * The featured grid: the first two posts get half a row each, the rest a third. Each card is one link — the
 * title's link is stretched over the whole card with a pseudo-element, so screen readers hear only the title.
 */
export default function FeaturedPosts({ posts }: { posts: readonly Post[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {posts.map((post, index) => {
        const large = index < 2;
        return (
          <Grid key={post.id} component="li" size={{ xs: 12, sm: 6, md: large ? 6 : 4 }}>
            <Card
              component="article"
              variant="outlined"
              sx={{
                position: 'relative',
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                transition: 'border-color 120ms, box-shadow 120ms',
                '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
              }}
            >
              <CoverArt category={post.category} seed={index + 1} height={large ? 220 : 160} />
              <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <Chip label={post.category} size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
                <Typography component="h3" variant={large ? 'h5' : 'h6'}>
                  <Link
                    href={`#${post.id}`}
                    color="inherit"
                    underline="none"
                    sx={{
                      '&::after': { content: '""', position: 'absolute', inset: 0 },
                      '&:focus-visible': { outline: 'none' },
                    }}
                  >
                    {post.title}
                  </Link>
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                    flex: 1,
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {post.excerpt}
                </Typography>
                <Authors post={post} />
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
