/** Images load lazily: docs pages are long and most images sit far below the fold. (localFiles.ts gives their URLs the base path.) */
import type { Root } from 'hast';
import { visitElements } from './hast.ts';

/** rehype plugin: adds `loading="lazy"` to every `<img>`. */
export function rehypeLazyImages() {
  return (tree: Root): void => {
    visitElements(tree, (element) => {
      if (element.tagName === 'img') element.properties.loading = 'lazy';
    });
  };
}
