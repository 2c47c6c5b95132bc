/** What a page layout receives: the page, its rendered Markdown, and read-only facts about the site. */
import type * as React from 'react';
import type { SiteConfig } from '../../runtime/config.ts';
import type { TocItem } from '../shell/TableOfContents.tsx';

/** A page as layouts see it: front matter included, so layouts can read their own keys (date, authors, …). */
export interface LayoutPage {
  route: string;
  title: string;
  description?: string;
  frontMatter: Record<string, unknown>;
}

export interface LayoutProps {
  page: LayoutPage;
  /** The page's Markdown, rendered. */
  content: React.ReactNode;
  toc: TocItem[];
  site: SiteConfig;
  /** Every page whose route starts with `prefix` (e.g. the blog index lists `/blog/…`), sorted by route. */
  pagesUnder(prefix: string): LayoutPage[];
  /** The site's full-page templates, for the gallery. */
  templates: TemplateCard[];
}

export interface TemplateCard {
  name: string;
  title: string;
  description: string;
  route: string;
  preview: string;
  previewDark: string;
  sourceHref?: string;
}

/**
 * A layout's component. Layouts with `docsShell: true` render inside the docs page column (title, description,
 * ad slot and footer come from the shell, the layout replaces only the content); the others own the whole main area.
 */
export interface Layout {
  Component: React.ComponentType<LayoutProps>;
  docsShell: boolean;
}
