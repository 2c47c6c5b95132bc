/** Renders one Markdown page with its layout: inside the docs shell (navigation, table of contents, prev/next) or owning the main area. */
import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import type { ProductModel, SiteModel, SourcePage } from '../model.ts';
import { ContentError, type ContentErrorData } from '../errors.ts';
import { renderMarkdown, type PageLink } from '../markdown/index.ts';
import type { PageAsset } from '../markdown/localFiles.ts';
import { renderMdx } from '../markdown/mdx.ts';
import type { IslandChunk } from '../markdown/MdxIsland.tsx';
import type { MarkdownExtensions } from '../markdown/extensions.ts';
import { navIndex, type NavIndex } from '../../runtime/nav.ts';
import { pathnameToLanguage } from '../../runtime/routes.ts';
import { DocsPage } from '../../templates/DocsPage.tsx';
import { SiteFooter } from '../../templates/shell/SiteFooter.tsx';
import { navHref } from '../../templates/shell/NavDrawer.tsx';
import { TranslationProvider } from '../../templates/shell/TranslationContext.tsx';
import { DEFAULT_LAYOUT, type DocsTheme } from '../../templates/themes/types.ts';
import type { LayoutPage, TemplateCard } from '../../templates/layouts/types.ts';
import type { TocItem } from '../../templates/shell/TableOfContents.tsx';
import { ApiPage } from '../../templates/api/ApiPage.tsx';
import { apiDescription, apiToc } from '../api/apiSections.ts';
import { apiPageExtras } from '../api/apiPageExtras.ts';
import type { ApiPage as ApiPageRef } from '../api/apiPages.ts';
import { renderWithStyles, type StyleMap } from './emotionRender.ts';
import { PageFileContext } from './pageFileContext.ts';
import type { ShellCache } from './shellCache.tsx';
import type { TranslatorFor } from './translators.ts';
import { SiteUrlProvider } from '../../templates/shell/SiteUrlContext.tsx';
import type { WithBase } from '../../runtime/basePath.ts';
import { productForRoute } from './productOfRoute.ts';

/** A rendered route, before it is wrapped into a document. */
export interface RenderedRoute {
  route: string;
  /** Source file relative to the site root, for error messages. */
  file: string;
  /** From the route's language prefix: `<html lang>`, the language of the shell's strings and of the runtime's page data. */
  language: string;
  /** Title as the page shows it; the document title adds the product name. */
  title: string;
  documentTitle: string;
  description?: string;
  /** The page's own HTML: the main column, or the whole page when `shell` is null. */
  mainHtml: string;
  /**
   * The chrome around mainHtml, added when the document is composed (the shell is the same for every page of a
   * product, so workers don't send it back): the product whose header and nav it gets, or null for no shell at all.
   */
  shell: { productId: string | null } | null;
  styles: StyleMap;
  links: PageLink[];
  /** Links and files the Markdown step found unresolvable; checked with the other links under the site's link policy. */
  brokenLinks?: ContentErrorData[];
  /** Local files the page references, to publish under `/assets/`. */
  assets?: PageAsset[];
  productId: string | null;
  warnings: string[];
}

export interface RenderContext {
  model: SiteModel;
  /** The site's docs theme: its layouts and stylesheets. */
  docsTheme: DocsTheme;
  /** The MUI theme pages and demos render with. */
  theme: Theme;
  shell: ShellCache;
  /** UI strings per page language, shared by the pages and the shell. */
  translatorFor: TranslatorFor;
  /** Puts a site URL under the path the site is served from. */
  withBase: WithBase;
  /** File → route, for `.md` link rewriting. */
  routeOfFile(absPath: string): string | undefined;
  /** Components the Markdown may reference (the demo renderer); one object for every page, as the Markdown renderer caches by it. */
  markdownComponents: Record<string, React.ComponentType<any>>;
  /** The site plugins' remark and rehype plugins. */
  markdownExtensions: MarkdownExtensions;
  /** The browser chunk of each MDX island, by islandKey. */
  mdxIslands: ReadonlyMap<string, IslandChunk>;
  /** Server styles of the demos a page shows, merged into the page's critical CSS. */
  demoStylesFor(page: SourcePage, demoNames: string[]): StyleMap;
  /** Full-page templates, for the gallery layout. */
  templates: TemplateCard[];
  /** Extra React nodes placed on every docs page (ad slot, feedback widget). */
  pageSlots?: { belowDescription?: React.ReactNode; feedback?: React.ReactNode };
}

const routeSets = new WeakMap<SiteModel, Set<string>>();

/** Whether the site has a Markdown page at `route` (its own or a plugin's), for templates that link to optional pages. */
function siteHasRoute(model: SiteModel): (route: string) => boolean {
  let routes = routeSets.get(model);
  if (!routes) {
    routes = new Set(model.pages.map((p) => p.route));
    routeSets.set(model, routes);
  }
  const known = routes;
  return (route) => known.has(route);
}

const navIndexes = new WeakMap<ProductModel, NavIndex>();

/** The product's nav index, built on first use. */
export function productNavIndex(product: ProductModel): NavIndex {
  let index = navIndexes.get(product);
  if (!index) {
    index = navIndex(product.nav);
    navIndexes.set(product, index);
  }
  return index;
}

/** The language of the page at `route`: its two-letter prefix, or the default language. */
export function routeLanguage(route: string): string {
  return pathnameToLanguage(route).userLanguage;
}

interface DocsColumn {
  route: string;
  title: string;
  /** Shown under the title; omitted when the content renders its own. */
  description?: string;
  content: React.ReactNode;
  toc: TocItem[];
  /** Source for "Edit this page", relative to the site root. */
  editFile?: string;
}

/** Renders `element` with its styles, its templates reading the UI strings of `language`. */
export function renderTranslated(ctx: RenderContext, language: string, element: React.ReactNode) {
  return renderWithStyles(
    <SiteUrlProvider value={ctx.withBase}>
      <TranslationProvider value={ctx.translatorFor(language)}>{element}</TranslationProvider>
    </SiteUrlProvider>,
    ctx.theme,
  );
}

/** The docs page column with the product's prev/next, rendered with its styles. */
function renderDocsColumn(ctx: RenderContext, product: ProductModel | null, column: DocsColumn) {
  const pn = product ? productNavIndex(product).prevNext(column.route) : {};
  const editBase = ctx.model.config.editUrl;
  return renderTranslated(
    ctx,
    routeLanguage(column.route),
    <>
      <DocsPage
        title={column.title}
        description={column.description}
        content={column.content}
        toc={column.toc}
        editUrl={editBase && column.editFile ? `${editBase}/${column.editFile}` : undefined}
        prev={pn.prev ? { href: navHref(pn.prev.pathname), title: pn.prev.title } : undefined}
        next={pn.next ? { href: navHref(pn.next.pathname), title: pn.next.title } : undefined}
        belowDescription={ctx.pageSlots?.belowDescription}
        feedback={ctx.pageSlots?.feedback}
      />
      <SiteFooter siteTitle={ctx.model.config.title} hasRoute={siteHasRoute(ctx.model)} links={ctx.model.config.footerLinks} />
    </>,
  );
}

/** Renders a generated API page of a product. */
export async function renderApiPage(apiPage: ApiPageRef, ctx: RenderContext): Promise<RenderedRoute> {
  const product = productForRoute(ctx.model, apiPage.route);
  const extras = await apiPageExtras(apiPage.component, ctx.model, ctx.model.config.products.find((p) => p.id === product?.id));
  const main = renderDocsColumn(ctx, product, {
    route: apiPage.route,
    title: apiPage.title,
    content: <ApiPage api={apiPage.component} extras={extras} />,
    toc: [...(extras.demos.length > 0 ? [{ id: 'demos', text: 'Demos', children: [] }] : []), ...(extras.importHtml ? [{ id: 'import', text: 'Import', children: [] }] : []), ...apiToc(apiPage.component)],
  });
  return {
    route: apiPage.route,
    language: routeLanguage(apiPage.route),
    file: `(API of ${apiPage.component.name})`,
    title: apiPage.title,
    documentTitle: product ? `${apiPage.title} - ${product.name}` : apiPage.title,
    description: apiDescription(apiPage.component) || `API reference of ${apiPage.component.name}: props, CSS classes and slots.`,
    mainHtml: main.html,
    shell: { productId: product?.id ?? null },
    styles: main.styles,
    links: [],
    productId: product?.id ?? null,
    warnings: [],
  };
}

function layoutPage(page: SourcePage): LayoutPage {
  return { route: page.route, title: page.frontMatter.title, description: page.frontMatter.description, frontMatter: page.frontMatter };
}

/** Renders a Markdown page with the layout its front matter names. */
export async function renderPage(page: SourcePage, ctx: RenderContext): Promise<RenderedRoute> {
  const layoutName = page.frontMatter.layout ?? DEFAULT_LAYOUT;
  const { layouts } = ctx.docsTheme;
  // Another tool's layout name (VitePress's `page`, say) keeps the page, in the default layout.
  const layoutWarnings = layouts[layoutName]
    ? []
    : [new ContentError(page.file, `unknown layout "${layoutName}", built with the default layout "${DEFAULT_LAYOUT}"; the ${ctx.docsTheme.name} theme's layouts: ${Object.keys(layouts).join(', ')}`, { line: 2 }).format()];
  const layout = layouts[layoutName] ?? layouts.docs;
  const md = await (page.absFile.endsWith('.mdx') ? renderMdx : renderMarkdown)(page.body, {
    file: page.file,
    absFile: page.absFile,
    bodyLine: page.bodyLine,
    pagesDir: ctx.model.pagesDir,
    routeOfFile: ctx.routeOfFile,
    withBase: ctx.withBase,
    components: ctx.markdownComponents,
    extensions: ctx.markdownExtensions,
    islands: ctx.mdxIslands,
  });
  const { model } = ctx;
  const title = page.frontMatter.title;
  const content = (
    <layout.Component
      page={layoutPage(page)}
      content={<PageFileContext.Provider value={page.absFile}>{md.content}</PageFileContext.Provider>}
      toc={md.toc}
      site={model.config}
      templates={ctx.templates}
      pagesUnder={(prefix) => model.pages.filter((p) => p.route.startsWith(prefix) && p.route !== prefix).map(layoutPage)}
    />
  );
  const product = layout.docsShell ? productForRoute(model, page.route) : null;
  const main = layout.docsShell
    ? renderDocsColumn(ctx, product, { route: page.route, title, description: page.frontMatter.description, content, toc: md.toc, editFile: page.file })
    : renderTranslated(
        ctx,
        routeLanguage(page.route),
        <>
          {content}
          <SiteFooter siteTitle={model.config.title} hasRoute={siteHasRoute(model)} links={model.config.footerLinks} />
        </>,
      );
  const documentTitle = product ? `${title} - ${product.name}` : title === model.config.title ? title : `${title} - ${model.config.title}`;
  return {
    route: page.route,
    language: routeLanguage(page.route),
    file: page.file,
    title,
    documentTitle,
    description: page.frontMatter.description ?? md.description ?? undefined,
    mainHtml: main.html,
    shell: { productId: product?.id ?? null },
    styles: new Map([...main.styles, ...ctx.demoStylesFor(page, md.demos)]),
    links: md.links,
    brokenLinks: md.brokenLinks,
    assets: md.assets,
    productId: product?.id ?? productForRoute(model, page.route)?.id ?? null,
    warnings: [...layoutWarnings, ...md.warnings],
  };
}
