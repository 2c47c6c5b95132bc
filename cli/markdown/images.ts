/** Images load lazily: docs pages are long and most images sit far below the fold. Site images get the base path. */
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { contextOf } from './context.ts';
import { visitElements } from './hast.ts';

/** rehype plugin: adds `loading="lazy"` to every `<img>`, and puts a site image's URL under the base path. */
export function rehypeLazyImages() {
  return (tree: Root, file: VFile): void => {
    const { withBase } = contextOf(file);
    visitElements(tree, (element) => {
      if (element.tagName !== 'img') return;
      element.properties.loading = 'lazy';
      if (typeof element.properties.src === 'string') element.properties.src = withBase(element.properties.src);
    });
  };
}
