/**
 * VitePress's `[[toc]]`: a paragraph holding only the marker becomes the page's table of contents (its h2s and their
 * h3s, as the page's own contents column lists them), filled in once the headings have their ids.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { contextOf } from './context.ts';
import { h, isElement, visitElements } from './hast.ts';
import type { TocEntry } from './index.ts';
import { visitMdast } from './mdast.ts';

const MARKER = '[[toc]]';
const TOC_CLASS = 'table-of-contents';

/** remark plugin: marks `[[toc]]` paragraphs as the table of contents' place. */
export function remarkTocMarker() {
  return (tree: Root, file: VFile): void => {
    if (!String(file.value).includes(MARKER)) return;
    visitMdast(tree, (node) => {
      if (node.type !== 'paragraph') return;
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only?.type === 'text' && only.value.trim() === MARKER) {
        node.data = { hName: 'nav', hProperties: { className: [TOC_CLASS] }, hChildren: [] };
      }
      return false;
    });
  };
}

function entryList(entries: readonly TocEntry[]): Element {
  return h(
    'ul',
    {},
    entries.map((entry): ElementContent => {
      const link = h('a', { href: `#${entry.id}` }, [{ type: 'text', value: entry.text }]);
      return h('li', {}, entry.children.length > 0 ? [link, entryList(entry.children)] : [link]);
    }),
  );
}

/** rehype plugin (after heading ids): fills each table-of-contents place with the page's headings. */
export function rehypeTocMarker() {
  return (tree: HastRoot, file: VFile): void => {
    if (!String(file.value).includes(MARKER)) return;
    const { toc } = contextOf(file);
    visitElements(tree, (element) => {
      if (!isElement(element, 'nav') || !(element.properties.className as string[] | undefined)?.includes(TOC_CLASS)) return;
      element.children = toc.length > 0 ? [entryList(toc)] : [];
      return false;
    });
  };
}
