/**
 * A docs theme: the page layouts a site's pages may name and the static CSS of its shell and layouts. A site picks one
 * by name with the config's `theme` key; a site without a config gets `default`.
 */
import type { WithBase } from '../shell/basePath.ts';
import type { Layout } from '../layouts/types.ts';

export interface DocsTheme {
  name: string;
  /** Layouts by the name a page's front matter gives (`layout: …`); `docs` is every theme's default. */
  layouts: Readonly<Record<string, Layout>> & { docs: Layout };
  /** Static stylesheets, in cascade order, that go into the shared stylesheet; their URLs made with `withBase`. */
  styles(withBase: WithBase): readonly string[];
}

/** The layout a page gets when its front matter names none. */
export const DEFAULT_LAYOUT = 'docs';
