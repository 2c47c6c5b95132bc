/**
 * A docs theme: the shell around every page, the page layouts a site's pages may name and the static CSS of both. A
 * site picks one by name with the config's `theme` key, or extends one with layouts and stylesheets of its own; a site
 * without a config gets `default`.
 */
import type * as React from 'react';
import type { WithBase } from '../shell/basePath.ts';
import type { Layout } from '../layouts/types.ts';
import type { AppHeaderProps } from '../shell/AppHeader.tsx';
import type { NavDrawerProps } from '../shell/NavDrawer.tsx';
import type { SettingsDrawerProps } from '../shell/SettingsDrawer.tsx';
import type { SiteFooterProps } from '../shell/SiteFooter.tsx';

/** The chrome of every page: rendered once per product and language (header, navigation, settings), or per page (footer). */
export interface DocsShell {
  Header: React.ComponentType<AppHeaderProps>;
  Nav: React.ComponentType<NavDrawerProps>;
  Settings: React.ComponentType<SettingsDrawerProps>;
  Footer: React.ComponentType<SiteFooterProps>;
}

export interface DocsTheme {
  name: string;
  shell: DocsShell;
  /** Layouts by the name a page's front matter gives (`layout: …`); `docs` is every theme's default. */
  layouts: Readonly<Record<string, Layout>> & { docs: Layout };
  /** Static stylesheets, in cascade order, that go into the shared stylesheet; their URLs made with `withBase`. */
  styles(withBase: WithBase): readonly string[];
}

/** The layout a page gets when its front matter names none. */
export const DEFAULT_LAYOUT = 'docs';
