/** A post's byline, shared by the blog index and the post page: date, authors, tags. */
import * as React from 'react';
import { formatLongDate } from './blogDate.ts';
import { joinAuthors, type BlogPost } from './blogPosts.ts';

/** Renders the date, the authors and the tags. */
export function BlogPostMeta({ post }: { post: BlogPost }) {
  return (
    <div className="blog-meta">
      <p className="blog-byline">
        <time dateTime={post.isoDate}>{formatLongDate(post.date)}</time>
        {post.authors.length > 0 ? (
          <>
            <span className="blog-byline-separator" aria-hidden="true">
              ·
            </span>
            <span className="blog-authors">by {joinAuthors(post.authors)}</span>
          </>
        ) : null}
      </p>
      {post.tags.length > 0 ? (
        <ul className="blog-tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="blog-tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
