/**
 * What a site imports from `docsgen`: the config and navigation types, and helpers that type-check a config or a
 * navigation tree where it is written (`export default defineConfig({ … })`).
 */
import type { SiteConfigInput, SiteThemeDefinition } from '../runtime/config.ts';
import type { NavTreeEntry } from '../runtime/navTypes.ts';

export type * from '../runtime/config.ts';
export type * from '../runtime/navTypes.ts';
export type * from './plugins/plugin.ts';
export type { DocsShell, DocsTheme } from '../templates/themes/types.ts';
export type { Layout, LayoutPage, LayoutProps } from '../templates/layouts/types.ts';
export { productHome } from '../runtime/config.ts';
export { definePlugin } from './plugins/plugin.ts';

/** The site config as an author writes it, checked against {@link SiteConfigInput} by the editor and returned as it is. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

/**
 * A navigation tree (`nav/<product>.ts`), checked against {@link NavTreeEntry} by the editor and returned as it is:
 * pages and groups, and `{ autogenerate: 'folder' }` for the pages of a folder.
 */
export function defineNav(pages: NavTreeEntry[]): NavTreeEntry[] {
  return pages;
}

/**
 * A theme module's default export (`theme: './theme/index.tsx'` in the config), checked against
 * {@link SiteThemeDefinition} by the editor and returned as it is; its `css` files are relative to the module's folder.
 */
export function defineTheme(theme: SiteThemeDefinition): SiteThemeDefinition {
  return theme;
}
