/**
 * Headings: ids for every level by the site's rule (headingIds.ts: GitHub's, VitePress's or MUI's),
 * `{#custom-id}` overrides, anchor links on h2/h3, the table of contents (h2 entries, h3 children), heading-level skips
 * as warnings, and the leading h1 lifted out of the content as the page title.
 */
import { headingTextOf } from './vueInMarkdown.ts';
import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { contextOf, warn, type MarkdownContext } from './context.ts';
import { h, textOf, visitElements } from './hast.ts';
import { linkIcon } from './icons.ts';
import { headingSlugger } from './headingIds.ts';

const levels: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const anchoredLevels = new Set(['h2', 'h3']);
const fallbackId = 'section';
// `## Title {#custom-id}`, as in VitePress, Docusaurus and Pandoc.
const customIdPattern = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/** The `{#id}` written at the end of a heading, removed from its text; undefined when there is none. */
function takeCustomId(heading: Element): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = customIdPattern.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}

/** `id`, or `id-1`, `id-2`… when the page already has it (GitHub's numbering), recorded in `used`. */
function unusedId(id: string, used: Set<string>): string {
  let unique = id;
  for (let n = 1; used.has(unique); n++) unique = `${id}-${n}`;
  used.add(unique);
  return unique;
}

/** rehype plugin: removes a leading h1 (as the title), gives every heading an id and h2/h3 anchors, builds the TOC. */
export function rehypeHeadings() {
  return (tree: Root, file: VFile): void => {
    const context = contextOf(file);
    liftLeadingTitle(tree, context);

    const slug = headingSlugger(context.headingIdRule);
    const used = new Set<string>();
    // The page title is the h1 whether it came from the Markdown or the front matter.
    let previousLevel = 1;
    visitElements(tree, (element) => {
      const level = levels[element.tagName];
      if (level === undefined) return;
      // Ids written in raw HTML, and the one remark-rehype gives the footnotes label (its references point at it), stay.
      const given = element.properties.id;
      if (given !== undefined) {
        used.add(String(given));
        context.headingIds.push(String(given));
        return false;
      }

      const customId = takeCustomId(element);
      const text = headingTextOf(element).trim();
      const id = unusedId(customId ?? (slug(text) || fallbackId), used);
      element.properties.id = id;
      context.headingIds.push(id);

      if (level > previousLevel + 1) warnSkip(context, element, previousLevel, level, text);
      previousLevel = level;
      addToToc(context, element.tagName, id, text);
      if (anchoredLevels.has(element.tagName)) element.children.push(anchorLink(id));
      return false;
    });
  };
}

function warnSkip(context: MarkdownContext, heading: Element, previous: number, level: number, text: string): void {
  warn(
    context,
    heading,
    `"${'#'.repeat(level)} ${text}" follows an h${previous}, skipping a level (screen readers announce the outline); make it an h${previous + 1}`,
  );
}

/** h2s are entries of the table of contents and h3s their children; an h3 before any h2 stands alone. */
function addToToc(context: MarkdownContext, tagName: string, id: string, text: string): void {
  if (tagName === 'h2') {
    context.toc.push({ id, text, children: [] });
  } else if (tagName === 'h3') {
    const parent = context.toc[context.toc.length - 1];
    (parent ? parent.children : context.toc).push({ id, text, children: [] });
  }
}

/** Removes a leading h1 and makes it the page title. */
function liftLeadingTitle(tree: Root, context: { title: string | null }): void {
  // An HTML comment before the title (an editor's note, a licence header) or an MDX page's imports and exports do not
  // make the h1 part of the body.
  const index = tree.children.findIndex((node) => !isWhitespace(node) && node.type !== 'comment' && node.type !== 'mdxjsEsm');
  const first = tree.children[index];
  if (first?.type !== 'element' || first.tagName !== 'h1') return;
  takeCustomId(first);
  context.title = textOf(first).trim();
  const next = tree.children[index + 1];
  tree.children.splice(index, next && isWhitespace(next) ? 2 : 1);
}

function isWhitespace(node: RootContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function anchorLink(id: string): Element {
  return h('a', { className: ['anchor-link'], href: `#${id}`, ariaLabelledBy: [id], tabIndex: -1 }, [linkIcon()]);
}
