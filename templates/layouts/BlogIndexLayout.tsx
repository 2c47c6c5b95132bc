/** Layout of the blog index: the page's intro and Markdown, then every post, newest first. */
import * as React from 'react';
import { PageIntro } from './PageIntro.tsx';
import { BlogPostMeta } from './BlogPostMeta.tsx';
import { sortedPosts } from './blogPosts.ts';
import type { LayoutProps } from './types.ts';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

/** Renders the blog index. */
export function BlogIndexLayout({ page, content, pagesUnder }: LayoutProps) {
  const posts = sortedPosts(pagesUnder(page.route));
  const withBase = useWithBase();
  return (
    <div className="standalone-page blog">
      <PageIntro title={page.title} description={page.description} />
      <div className="markdown-body">{content}</div>
      {posts.length > 0 ? (
        <ol className="blog-list" aria-label="Posts, newest first">
          {posts.map((post) => (
            <li key={post.route} className="blog-card">
              <h2 className="blog-card-title">
                <a href={withBase(post.route)}>{post.title}</a>
              </h2>
              <BlogPostMeta post={post} />
              {post.description ? <p className="blog-card-description">{post.description}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="blog-empty">No posts yet.</p>
      )}
    </div>
  );
}
