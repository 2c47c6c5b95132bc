import { describe, expect, it } from 'vitest';
import { BlogIndexLayout } from '../../../../templates/layouts/BlogIndexLayout.tsx';
import { BlogPostLayout, parentRoute } from '../../../../templates/layouts/BlogPostLayout.tsx';
import { joinAuthors } from '../../../../templates/layouts/blogPosts.ts';
import { layoutPage, renderLayout } from '../../layouts/renderLayout.tsx';

const post = (slug: string, date: string, extra: Record<string, unknown> = {}) =>
  layoutPage(`/blog/${slug}/`, { title: `Post ${slug}`, layout: 'blog-post', date, description: `About ${slug}`, ...extra });

const index = layoutPage('/blog/', { title: 'Blog', layout: 'blog-index' });
const pages = [
  index,
  post('spring', '2026-04-22', { authors: ['Ana'], tags: ['testing'] }),
  post('autumn', '2026-11-03', { authors: ['Bo', 'Cy'] }),
  post('winter', '2026-02-10'),
  post('autumn-early', '2026-11-03T08:00:00+02:00'),
  layoutPage('/blog/archive/', { title: 'Archive', layout: 'docs' }),
];

describe('BlogIndexLayout', () => {
  const html = renderLayout(BlogIndexLayout, index, { pages });

  it('lists the posts under the blog, newest first, same-day posts by route code unit by code unit ("-" before "/")', () => {
    const titles = [...html.matchAll(/<h2 class="blog-card-title"><a href="([^"]+)">/g)].map((m) => m[1]);
    expect(titles).toEqual(['/blog/autumn-early/', '/blog/autumn/', '/blog/spring/', '/blog/winter/']);
  });

  it('leaves out pages under the blog that are not posts', () => {
    expect(html).not.toContain('Archive');
  });

  it('shows each post’s date, authors, tags and description', () => {
    expect(html).toContain(
      '<p class="blog-byline"><time dateTime="2026-04-22">April 22, 2026</time><span class="blog-byline-separator" aria-hidden="true">·</span><span class="blog-authors">by Ana</span></p>',
    );
    expect(html).toContain('<ul class="blog-tags" aria-label="Tags"><li class="blog-tag">testing</li></ul>');
    expect(html).toContain('<p class="blog-card-description">About spring</p>');
  });

  it('says so when there is no post yet', () => {
    expect(renderLayout(BlogIndexLayout, index, { pages: [index] })).toContain('<p class="blog-empty">No posts yet.</p>');
  });
});

describe('BlogPostLayout', () => {
  const page = post('autumn', '2026-11-03', { authors: ['Bo', 'Cy', 'Di'], tags: ['release', 'material-ui'] });
  const html = renderLayout(BlogPostLayout, page);

  it('shows the title, date and authors above the content', () => {
    expect(html).toContain('<h1 class="docs-title page-intro-title">Post autumn</h1>');
    expect(html).toContain('<time dateTime="2026-11-03">November 3, 2026</time>');
    expect(html).toContain('<span class="blog-authors">by Bo, Cy and Di</span>');
    expect(html.indexOf('November 3, 2026')).toBeLessThan(html.indexOf('Markdown body'));
  });

  it('shows the tags', () => {
    expect(html).toContain('<li class="blog-tag">release</li><li class="blog-tag">material-ui</li>');
  });

  it('ends with a link back to the blog, after the content', () => {
    const back = html.indexOf('<a class="blog-back" href="/blog/">');
    expect(back).toBeGreaterThan(html.indexOf('Markdown body'));
    expect(html.slice(back)).toContain('Back to the blog</a>');
  });

  it('stops on a missing or impossible date, saying how to write one', () => {
    expect(() => renderLayout(BlogPostLayout, post('x', '2026-02-30'))).toThrow('front matter "date" must be an ISO date in quotes, e.g. date: "2026-11-03"');
    expect(() => renderLayout(BlogPostLayout, layoutPage('/blog/x/', { title: 'x', layout: 'blog-post' }))).toThrow('front matter "date"');
  });
});

describe('blog helpers', () => {
  it('joins authors the English way', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C']].map(joinAuthors)).toEqual(['', 'A', 'A and B', 'A, B and C']);
  });

  it('finds the blog index of a post from its route', () => {
    expect(parentRoute('/blog/my-post/')).toBe('/blog/');
    expect(parentRoute('/news/2026/launch/')).toBe('/news/2026/');
  });
});
