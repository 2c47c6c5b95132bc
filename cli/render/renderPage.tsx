/** Renders one Markdown page into the docs shell: content, table of contents, prev/next and the product's navigation. */
import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import type { ProductModel, SiteModel, SourcePage } from '../model.ts';
import { renderMarkdown, type PageLink } from '../markdown/index.ts';
import { ancestorsOf, flattenForPrevNext, prevNext } from '../../runtime/nav.ts';
import { DocsPage } from '../../templates/DocsPage.tsx';
import { SiteFooter } from '../../templates/shell/SiteFooter.tsx';
import { renderWithStyles, type StyleMap } from './emotionRender.ts';
import { markActiveNav } from './markActiveNav.ts';
import { navHref } from '../../templates/shell/NavDrawer.tsx';
import type { ShellCache } from './shellCache.tsx';

/** A rendered route, before it is wrapped into a document. */
export interface RenderedRoute {
  route: string;
  /** Source file relative to the site root, for error messages. */
  file: string;
  /** Title as the page shows it; the document title adds the product name. */
  title: string;
  documentTitle: string;
  description?: string;
  /** Everything inside <body> but the scripts. */
  bodyHtml: string;
  styles: StyleMap;
  links: PageLink[];
  productId: string | null;
  warnings: string[];
}

export interface RenderContext {
  model: SiteModel;
  theme: Theme;
  shell: ShellCache;
  /** File → route, for `.md` link rewriting. */
  routeOfFile(absPath: string): string | undefined;
  /** Components the Markdown may reference (the demo renderer). */
  markdownComponents: Record<string, React.ComponentType<any>>;
  /** Extra React nodes placed on every docs page (ad slot, feedback widget). */
  pageSlots?: { belowDescription?: React.ReactNode; feedback?: React.ReactNode };
}

const prevNextCache = new WeakMap<ProductModel, ReturnType<typeof flattenForPrevNext>>();

function flatPages(product: ProductModel) {
  let flat = prevNextCache.get(product);
  if (!flat) {
    flat = flattenForPrevNext(product.nav);
    prevNextCache.set(product, flat);
  }
  return flat;
}

/** The product a route belongs to: its first path segment names it. */
export function productForRoute(model: SiteModel, route: string): ProductModel | null {
  if (!model.configFile) return model.products[0] ?? null;
  const first = route.split('/')[1] ?? '';
  return model.products.find((p) => p.id === first) ?? null;
}

/** Wraps a page's main column into the shell: skip link, header, nav drawer, main landmark. */
export function shellBody(ctx: RenderContext, product: ProductModel | null, route: string, mainHtml: string): string {
  const { headerHtml, navHtml } = ctx.shell.get(product);
  const nav = product ? markActiveNav(navHtml, route, ancestorsOf(product.nav, route)) : '';
  return (
    `<a class="skip-link" href="#main-content">Skip to content</a>` +
    `<div class="docs-root">${headerHtml}${nav}${nav ? '<div class="nav-backdrop" data-nav-backdrop></div>' : ''}` +
    `<main id="main-content" tabindex="-1" class="docs-main${nav ? ' has-nav' : ''}">${mainHtml}</main></div>`
  );
}

/** Renders a Markdown docs page. */
export async function renderDocsPage(page: SourcePage, ctx: RenderContext): Promise<RenderedRoute> {
  const product = productForRoute(ctx.model, page.route);
  const md = await renderMarkdown(page.body, {
    file: page.file,
    absFile: page.absFile,
    bodyLine: page.bodyLine,
    routeOfFile: ctx.routeOfFile,
    components: ctx.markdownComponents,
  });
  const title = page.frontMatter.title;
  const description = page.frontMatter.description ?? md.description ?? undefined;
  const pn = product ? prevNext(flatPages(product), page.route) : {};
  const editBase = ctx.model.config.editUrl;
  const main = renderWithStyles(
    <>
      <DocsPage
        title={title}
        description={page.frontMatter.description}
        content={md.content}
        toc={md.toc}
        editUrl={editBase ? `${editBase}/${page.file}` : undefined}
        prev={pn.prev ? { href: navHref(pn.prev.pathname), title: pn.prev.title } : undefined}
        next={pn.next ? { href: navHref(pn.next.pathname), title: pn.next.title } : undefined}
        belowDescription={ctx.pageSlots?.belowDescription}
        feedback={ctx.pageSlots?.feedback}
      />
      <SiteFooter siteTitle={ctx.model.config.title} />
    </>,
    ctx.theme,
  );
  return {
    route: page.route,
    file: page.file,
    title,
    documentTitle: product ? `${title} - ${product.name}` : title,
    description,
    bodyHtml: shellBody(ctx, product, page.route, main.html),
    styles: main.styles,
    links: md.links,
    productId: product?.id ?? null,
    warnings: md.warnings ?? [],
  };
}
