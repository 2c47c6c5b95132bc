/** Blog posts as the layouts see them: a page using the post layout, with its date, authors and tags read from front matter. */
import { isoDay, parseIsoDate, type CalendarDate } from './blogDate.ts';
import { frontMatterError, textList } from './frontMatterFields.ts';
import type { LayoutPage } from './types.ts';

/** The layout name that makes a page a post; other pages under the blog route are not listed. */
export const BLOG_POST_LAYOUT = 'blog-post';

export interface BlogPost {
  route: string;
  title: string;
  description?: string;
  date: CalendarDate;
  /** `2026-11-03`. */
  isoDate: string;
  authors: string[];
  tags: string[];
}

/** Reads a post's front matter; `date` is required because the index is ordered by it. */
export function readBlogPost(page: LayoutPage): BlogPost {
  const raw = page.frontMatter.date;
  const date = typeof raw === 'string' ? parseIsoDate(raw) : null;
  if (!date) throw frontMatterError(page, 'date', 'an ISO date in quotes, e.g. date: "2026-11-03"');
  return {
    route: page.route,
    title: page.title,
    description: page.description,
    date,
    isoDate: isoDay(date),
    authors: textList(page, page.frontMatter, 'authors'),
    tags: textList(page, page.frontMatter, 'tags'),
  };
}

function newestFirst(a: BlogPost, b: BlogPost): number {
  if (a.isoDate !== b.isoDate) return a.isoDate < b.isoDate ? 1 : -1;
  // Same day: by route, compared code unit by code unit, so the order depends neither on the file system nor on ICU data.
  return a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
}

/** The posts among `pages`, newest first. */
export function sortedPosts(pages: LayoutPage[]): BlogPost[] {
  return pages.filter((page) => page.frontMatter.layout === BLOG_POST_LAYOUT).map(readBlogPost).sort(newestFirst);
}

/** `Ana`, `Ana and Bo`, `Ana, Bo and Cy`. */
export function joinAuthors(authors: string[]): string {
  if (authors.length <= 1) return authors.join('');
  return `${authors.slice(0, -1).join(', ')} and ${authors[authors.length - 1]}`;
}
