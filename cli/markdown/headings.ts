/**
 * Headings: stable ids for h2–h4, anchor links on h2/h3, the table of contents (h2 entries, h3 children),
 * and the leading h1 lifted out of the content as the page title.
 */
import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { contentError, contextOf } from './context.ts';
import { h, textOf, visitElements } from './hast.ts';
import { linkIcon } from './icons.ts';

const idLevels = new Set(['h2', 'h3', 'h4']);
const anchoredLevels = new Set(['h2', 'h3']);
const fallbackId = 'section';

/**
 * The id for a heading's text: lowercase; HTML tags, punctuation and emoji dropped; words joined by `-`;
 * URI-encoded so non-ASCII letters survive in `#hash` links.
 */
export function textToHash(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[\p{Extended_Pictographic}\u200d\ufe0f]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return encodeURI(words || fallbackId);
}

/** `base`, or `base-2`, `base-3`… when taken; records the result in `used`. */
export function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** rehype plugin: removes a leading h1 (as the title), gives h2–h4 ids and h2/h3 anchors, builds the TOC. */
export function rehypeHeadings() {
  return (tree: Root, file: VFile): void => {
    const context = contextOf(file);
    liftLeadingTitle(tree, context);

    const used = new Set<string>();
    visitElements(tree, (element) => {
      if (!idLevels.has(element.tagName)) return;
      // remark-rehype gives the footnotes section's label its own id, which its references point at.
      if (element.properties.id !== undefined) return false;

      const text = textOf(element).trim();
      const id = uniqueId(textToHash(text), used);
      element.properties.id = id;
      context.headingIds.push(id);

      if (element.tagName === 'h2') {
        context.toc.push({ id, text, children: [] });
      } else if (element.tagName === 'h3') {
        const parent = context.toc[context.toc.length - 1];
        if (!parent) {
          throw contentError(
            context,
            element,
            `"### ${text}" comes before any "## " heading; add an h2 above it or make it an h2`,
          );
        }
        parent.children.push({ id, text, children: [] });
      }
      if (anchoredLevels.has(element.tagName)) element.children.push(anchorLink(id));
      return false;
    });
  };
}

function liftLeadingTitle(tree: Root, context: { title: string | null }): void {
  const index = tree.children.findIndex((node) => !isWhitespace(node));
  const first = tree.children[index];
  if (first?.type !== 'element' || first.tagName !== 'h1') return;
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
