/** The page's first paragraph as plain text, the fallback for a page without a front-matter description. */
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { contextOf } from './context.ts';
import { isElement, textOf } from './hast.ts';

/** rehype plugin: records the text of the first top-level `<p>` (run after the leading h1 is removed). */
export function rehypeDescription() {
  return (tree: Root, file: VFile): void => {
    const paragraph = tree.children.find((node) => isElement(node, 'p'));
    if (!paragraph) return;
    const text = textOf(paragraph).replace(/\s+/g, ' ').trim();
    contextOf(file).description = text || null;
  };
}
