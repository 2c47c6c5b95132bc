/** Layout of a blog post: title, date, authors and tags, the article, then the way back to the blog. */
import * as React from 'react';
import { PageIntro } from './PageIntro.tsx';
import { BlogPostMeta } from './BlogPostMeta.tsx';
import { readBlogPost } from './blogPosts.ts';
import type { LayoutProps } from './types.ts';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

/** `/blog/my-post/` → `/blog/`: the index a post sits under, so the blog can live at any route. */
export function parentRoute(route: string): string {
  return route.replace(/[^/]+\/$/, '');
}

/** Renders one post. */
export function BlogPostLayout({ page, content }: LayoutProps) {
  const post = readBlogPost(page);
  const withBase = useWithBase();
  const blogRoute = withBase(parentRoute(page.route));
  return (
    <article className="standalone-page standalone-page-narrow blog-post">
      <PageIntro eyebrow={<a href={blogRoute}>Blog</a>} title={post.title} description={post.description}>
        <BlogPostMeta post={post} />
      </PageIntro>
      <div className="markdown-body">{content}</div>
      <footer className="blog-post-footer">
        <a className="blog-back" href={blogRoute}>
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>
          Back to the blog
        </a>
      </footer>
    </article>
  );
}
