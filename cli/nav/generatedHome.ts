/**
 * The home page of a plain Markdown folder that has no `index.md`: the site's title and its sections, each a heading
 * over links to its pages, taken from the generated navigation so both list the same pages in the same order.
 */
import path from 'node:path';
import type { NavPage } from '../../runtime/navTypes.ts';
import type { SourcePage } from '../model.ts';

/** Markdown link text: brackets and backslashes escaped. */
function linkText(text: string): string {
  return text.replace(/[\\[\]]/g, '\\$&');
}

function linkLines(entries: readonly NavPage[]): string[] {
  return entries.flatMap((entry) => (entry.children ? linkLines(entry.children) : [`- [${linkText(String(entry.title))}](${entry.pathname})`]));
}

/** The Markdown body: pages at the top level first, then one section per folder group. */
export function homeMarkdown(title: string, nav: readonly NavPage[]): string {
  const topLevel = nav.filter((entry) => !entry.children);
  const sections = nav.filter((entry) => entry.children);
  const blocks = [`# ${title}`];
  if (topLevel.length) blocks.push(linkLines(topLevel).join('\n'));
  for (const section of sections) blocks.push(`## ${String(section.title)}\n\n${linkLines(section.children ?? []).join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The page at `/`, as if the folder had an `index.md` listing its sections. */
export function generatedHomePage(root: string, title: string, nav: readonly NavPage[]): SourcePage {
  return {
    route: '/',
    file: '(generated home page)',
    absFile: path.join(root, 'index.md'),
    frontMatter: { title, description: `The sections of ${title}.` },
    body: homeMarkdown(title, nav),
    bodyLine: 1,
  };
}
