/**
 * The libraries an edited demo may import beyond the bindings the demo itself imported: React's packages, which every
 * demo already loaded. The MUI libraries are not offered whole: as dynamic imports in the demos' bundle, their barrels
 * re-split the shared chunks and made every demo's first use heavier; an edit uses what its demo imports.
 */
import type { LibraryLoaders } from './evaluateDemo.ts';

export const libraryLoaders: LibraryLoaders = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
};
