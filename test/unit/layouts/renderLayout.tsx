/** Renders a layout the way the build does: once, on the server, inside the site theme. */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { createBrandTheme } from '../../../runtime/brandTheme.ts';
import bundledSiteConfig from '../../../content/site.config.ts';
import { siteConfigSchema } from '../../../cli/load/siteConfigSchema.ts';
import type { LayoutPage, LayoutProps } from '../../../templates/layouts/types.ts';

/** The bundled site's config as the loader hands it on, its defaults filled in. */
const siteConfig = siteConfigSchema.parse(bundledSiteConfig);

/** A page as the build hands it to layouts. */
export function layoutPage(route: string, frontMatter: Record<string, unknown>): LayoutPage {
  return {
    route,
    title: String(frontMatter.title ?? 'Untitled'),
    description: frontMatter.description as string | undefined,
    frontMatter,
  };
}

/** Static HTML of `Component` for `page`; `pages` are what `pagesUnder` searches, with the build's prefix rule. */
export function renderLayout(
  Component: React.ComponentType<LayoutProps>,
  page: LayoutPage,
  options: { pages?: LayoutPage[]; site?: LayoutProps['site']; content?: React.ReactNode } = {},
): string {
  const pages = options.pages ?? [];
  const html = renderToStaticMarkup(
    <ThemeProvider theme={createBrandTheme()}>
      <Component
        page={page}
        content={options.content ?? <p>Markdown body</p>}
        toc={[]}
        site={options.site ?? siteConfig}
        templates={[]}
        pagesUnder={(prefix) => pages.filter((p) => p.route.startsWith(prefix) && p.route !== prefix)}
      />
    </ThemeProvider>,
  );
  // Emotion inlines <style> tags when no cache collects them; they are not part of the page's structure.
  return html.replace(/<style[^>]*>.*?<\/style>/gs, '');
}
