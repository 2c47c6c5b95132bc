/** CSS of the blog: the list of posts on the index, the byline and tags they share with the post page, the way back. */
import { headingFontFamily } from '../../runtime/brandTheme.ts';

export const blogCss = /* css */ `
.blog-list { list-style: none; margin: 24px 0 0; padding: 0; display: grid; gap: 16px; }
.blog-card { position: relative; padding: 20px 24px; border-radius: 12px; border: 1px solid var(--mui-palette-divider); background: var(--mui-palette-background-paper);
  transition: border-color 120ms, box-shadow 120ms; }
[data-mui-color-scheme="dark"] .blog-card { border-color: var(--mui-palette-grey-800); }
.blog-card:hover, .blog-card:focus-within { border-color: var(--mui-palette-primary-main); box-shadow: var(--mui-shadows-2); }
.blog-card-title { margin: 0 0 8px; font-family: ${headingFontFamily}; font-weight: 600; font-size: 1.375rem; line-height: 1.3; }
.blog-card-title a { color: var(--mui-palette-text-primary); text-decoration: none; }
/* The title link covers the card; the tags and description stay out of its accessible name. */
.blog-card-title a::after { content: ""; position: absolute; inset: 0; border-radius: inherit; }
.blog-card-title a:focus-visible { outline: none; }
.blog-card:has(.blog-card-title a:focus-visible) { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.blog-card-description { margin: 12px 0 0; color: var(--mui-palette-text-secondary); }
.blog-empty { color: var(--mui-palette-text-secondary); }
.blog-meta { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.blog-byline { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; font-size: 0.875rem; color: var(--mui-palette-text-secondary); }
.blog-byline time { font-weight: 600; }
.blog-tags { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; }
.blog-tag { padding: 0 8px; border-radius: 6px; font-size: 0.75rem; font-weight: 600; line-height: 22px; color: var(--mui-palette-text-secondary);
  border: 1px solid var(--mui-palette-grey-200); background: var(--mui-palette-grey-50); }
[data-mui-color-scheme="dark"] .blog-tag { color: var(--mui-palette-grey-300); border-color: var(--mui-palette-grey-800); background: transparent; }
.blog-post .page-intro { border-bottom: 1px solid var(--mui-palette-divider); padding-bottom: 20px; margin-bottom: 32px; }
.blog-post-footer { margin-top: 48px; padding-top: 24px; border-top: 1px solid var(--mui-palette-divider); }
.blog-back { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; color: var(--mui-palette-primary-main); text-decoration: none; }
.blog-back:hover { text-decoration: underline; }
.blog-back > span { display: inline-block; }
`;
