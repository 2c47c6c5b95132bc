import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initials, type Post } from './posts.ts';

/** Avatars (initials), author names and the publication date of a post. */
export default function Authors({ post }: { post: Post }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <AvatarGroup max={3} aria-hidden sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}>
        {post.authors.map((author) => (
          <Avatar key={author.name} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initials(author.name)}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: 0 }}>
        <Typography component="span" variant="caption" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {post.authors.map((author) => author.name).join(', ')}
        </Typography>
        {' · '}
        <time dateTime={post.date}>{post.displayDate}</time>
        {` · ${post.readingMinutes} min read`}
      </Typography>
    </Stack>
  );
}
