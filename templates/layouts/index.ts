/** The page layouts a page may name in its front matter (`layout: …`); `docs` when it names none. */
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

export const LAYOUTS: Record<string, Layout> = {
  docs: { Component: DocsContent, docsShell: true },
  home: { Component: HomeLayout, docsShell: false },
  'templates-gallery': { Component: TemplatesGalleryLayout, docsShell: true },
  density: { Component: DensityLayout, docsShell: true },
  versions: { Component: VersionsLayout, docsShell: false },
  careers: { Component: CareersLayout, docsShell: false },
  'blog-index': { Component: BlogIndexLayout, docsShell: false },
  [BLOG_POST_LAYOUT]: { Component: BlogPostLayout, docsShell: false },
  'premium-themes': { Component: PremiumThemesLayout, docsShell: false },
};

export const DEFAULT_LAYOUT = 'docs';
