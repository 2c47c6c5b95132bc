/** The page layouts a page may name in its front matter (`layout: …`). */
import * as React from 'react';
import type { Layout, LayoutProps } from './types.ts';
import { HomeLayout } from './HomeLayout.tsx';
import { TemplatesGalleryLayout } from './TemplatesGalleryLayout.tsx';
import { DensityLayout } from './DensityLayout.tsx';
import { VersionsLayout } from './VersionsLayout.tsx';
import { CareersLayout } from './CareersLayout.tsx';
import { BlogIndexLayout } from './BlogIndexLayout.tsx';
import { BlogPostLayout } from './BlogPostLayout.tsx';
import { BLOG_POST_LAYOUT } from './blogPosts.ts';
import { PremiumThemesLayout } from './PremiumThemesLayout.tsx';

function DocsContent({ content }: LayoutProps) {
  return React.createElement(React.Fragment, null, content);
}

/** The Markdown in the docs page column. */
export const DOCS_LAYOUT: Layout = { Component: DocsContent, docsShell: true };
export const HOME_LAYOUT: Layout = { Component: HomeLayout, docsShell: false };

/** Every layout of the MUI-family site. */
export const LAYOUTS: Record<string, Layout> & { docs: Layout } = {
  docs: DOCS_LAYOUT,
  home: HOME_LAYOUT,
  'templates-gallery': { Component: TemplatesGalleryLayout, docsShell: true },
  density: { Component: DensityLayout, docsShell: true },
  versions: { Component: VersionsLayout, docsShell: false },
  careers: { Component: CareersLayout, docsShell: false },
  'blog-index': { Component: BlogIndexLayout, docsShell: false },
  [BLOG_POST_LAYOUT]: { Component: BlogPostLayout, docsShell: false },
  'premium-themes': { Component: PremiumThemesLayout, docsShell: false },
};
