/** Renders one Markdown page with its layout: inside the docs shell (navigation, table of contents, prev/next) or owning the main area. */
import type { DemoPageLink } from '../../templates/api/ApiPage.tsx';
import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import type { SiteModel, SourcePage } from '../model.ts';
import { ContentError, contentErrorsIn } from '../errors.ts';
import { renderMarkdown, type MarkdownOptions, type RenderedMarkdown } from '../markdown/index.ts';
import { pageFormat, type PageFormat } from '../markdown/pageFormat.ts';
import { rangeErrorOfPage } from '../markdown/pageLimits.ts';
import { siteContentRoots } from '../site/contentBoundary.ts';
import type { IslandChunk } from '../markdown/MdxIsland.tsx';
import type { MarkdownExtensions } from '../markdown/extensions.ts';
import { DocsPage } from '../../templates/DocsPage.tsx';
import { navHref } from '../../templates/shell/NavDrawer.tsx';
import type { PrevNext } from '../../templates/shell/navTree.ts';
import { TranslationProvider } from '../../templates/shell/TranslationContext.tsx';
import { DEFAULT_LAYOUT, type DocsTheme } from '../../templates/themes/types.ts';
import type { LayoutPage, TemplateCard } from '../../templates/layouts/types.ts';
import type { TocItem } from '../../templates/shell/TableOfContents.tsx';
import { ApiPage } from '../../templates/api/ApiPage.tsx';
import { apiDescription, apiToc } from '../../templates/api/apiSections.ts';
import { inlineMarkdownText } from '../../templates/api/InlineMarkdown.tsx';
import { apiPageExtras, siteDemoPages } from '../api/apiPageExtras.ts';
import { loadDemoReferenceParser } from '../markdown/demoReferences.ts';
import type { ApiPage as ApiPageRef } from '../api/apiPages.ts';
import { renderWithStyles, type StyleMap } from './emotionRender.ts';
import { withFrontMatterPosition } from './frontMatterProblems.ts';
import { PageFileContext } from './pageFileContext.ts';
import type { ShellCache } from './shellCache.tsx';
import type { TranslatorFor } from './translators.ts';
import { SiteUrlProvider } from '../../templates/shell/SiteUrlContext.tsx';
import type { WithBase } from '../../templates/shell/basePath.ts';
import { productForRoute } from './productOfRoute.ts';
import type { SiteRoutes } from '../siteRoutes.ts';
import { renderedRoute, routeLanguage, type RenderedRoute } from './renderedRoute.ts';
import type { PageEntry, SitePages } from './sitePages.ts';

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
  /** The site's other pages: the route of a linked file, the pages a layout lists, where a page's source is. */
  pages: SitePages;
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
  /** Every route of the site, for links to pages a site may lack. */
  routes: SiteRoutes;
  /** The pages that demo each component, when found by another thread (see RenderInputs). */
  apiDemoPages?: ReadonlyMap<string, DemoPageLink[]>;
  /** Extra React nodes placed on every docs page (ad slot, feedback widget). */
  pageSlots?: { belowDescription?: React.ReactNode; feedback?: React.ReactNode };
}

interface DocsColumn {
  route: string;
  /** The page's heading; none when the page hides its front-matter title (`hide_title`) and has no h1 of its own. */
  title: string | null;
  /** Shown under the title; omitted when the content renders its own. */
  description?: string;
  content: React.ReactNode;
  toc: TocItem[];
  /** Source for "Edit this page", relative to the site root. */
  editFile?: string;
}

/** Renders `element` with its styles, its layout and shell components reading the UI strings of `language`. */
export function renderTranslated(ctx: RenderContext, language: string, element: React.ReactNode) {
  return renderWithStyles(
    <SiteUrlProvider value={ctx.withBase}>
      <TranslationProvider value={ctx.translatorFor(language)}>{element}</TranslationProvider>
    </SiteUrlProvider>,
    ctx.theme,
  );
}

/** The docs page column with the page's prev/next in its product's nav, rendered with its styles. */
function renderDocsColumn(ctx: RenderContext, pn: PrevNext, column: DocsColumn) {
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
      <ctx.docsTheme.shell.Footer siteTitle={ctx.model.config.title} hasRoute={(route) => ctx.routes.has(route)} links={ctx.model.config.footerLinks} />
    </>,
  );
}

/** Renders a generated API page of a product, `prevNext` its neighbours in the product's nav. */
export async function renderApiPage(apiPage: ApiPageRef, ctx: RenderContext, prevNext: PrevNext): Promise<RenderedRoute> {
  const product = productForRoute(ctx.model, apiPage.route);
  if (!ctx.apiDemoPages) await loadDemoReferenceParser();
  const extras = await apiPageExtras(apiPage, ctx.apiDemoPages ?? siteDemoPages(ctx.model));
  const main = renderDocsColumn(ctx, prevNext, {
    route: apiPage.route,
    title: apiPage.title,
    content: <ApiPage api={apiPage.component} extras={extras} />,
    toc: [...(extras.demos.length > 0 ? [{ id: 'demos', text: 'Demos', children: [] }] : []), ...(extras.importHtml ? [{ id: 'import', text: 'Import', children: [] }] : []), ...apiToc(apiPage.component)],
  });
  return renderedRoute({
    route: apiPage.route,
    file: `(API of ${apiPage.component.name})`,
    title: apiPage.title,
    titleSuffix: product?.name ?? null,
    // Plain text, as the head's description and the search index take it: the lead paragraph is Markdown.
    description: inlineMarkdownText(apiDescription(apiPage.component)) || `API reference of ${apiPage.component.name}: props, CSS classes and slots.`,
    mainHtml: main.html,
    shell: { productId: product?.id ?? null },
    styles: main.styles,
    productId: product?.id ?? null,
  });
}

function layoutPage(page: PageEntry): LayoutPage {
  return { route: page.route, title: page.frontMatter.title, description: page.frontMatter.description, frontMatter: page.frontMatter };
}

/**
 * The heading a page shows: its own leading h1 (which every source tool shows, while the front-matter `title` names
 * the document), else the front-matter title unless `hide_title` asks for none.
 */
function pageHeading(page: SourcePage, leadingH1: string | null): string | null {
  return leadingH1 ?? (page.frontMatter.hide_title === true ? null : page.frontMatter.title);
}

/** The previous and next links, each titled by its page's front matter `pagination_label` (Docusaurus's) when it has one. */
function withPaginationLabels(prevNext: PrevNext, pages: SitePages): PrevNext {
  const labelled = (link: PrevNext['prev']) => {
    const label = link && pages.byRoute(link.pathname)?.frontMatter.pagination_label;
    return link && typeof label === 'string' ? { ...link, title: label } : link;
  };
  return { ...(prevNext.prev && { prev: labelled(prevNext.prev) }), ...(prevNext.next && { next: labelled(prevNext.next) }) };
}

/**
 * Renders a Markdown page with the layout its front matter names, `prevNext` its neighbours in its product's nav; a
 * layout's front-matter problem is a content error at its line, and a RangeError (React's recursion out of stack on a
 * tree too deep) one at the body's first line.
 */
export async function renderPage(page: SourcePage, ctx: RenderContext, prevNext: PrevNext): Promise<RenderedRoute> {
  try {
    return await renderWithLayout(page, ctx, withPaginationLabels(prevNext, ctx.pages));
  } catch (error) {
    throw withFrontMatterPosition(rangeErrorOfPage(error, page.file, { line: page.bodyLine, column: 1 }), ctx.pages);
  }
}

async function renderWithLayout(page: SourcePage, ctx: RenderContext, prevNext: PrevNext): Promise<RenderedRoute> {
  const layoutName = page.frontMatter.layout ?? DEFAULT_LAYOUT;
  const { layouts } = ctx.docsTheme;
  // Another tool's layout name (VitePress's `page`, say) keeps the page, in the default layout.
  const layoutWarnings = layouts[layoutName]
    ? []
    : [new ContentError(page.file, `unknown layout "${layoutName}", built with the default layout "${DEFAULT_LAYOUT}"; the ${ctx.docsTheme.name} theme's layouts: ${Object.keys(layouts).join(', ')}`, { line: 2 }).format()];
  const layout = layouts[layoutName] ?? layouts.docs;
  const format = pageFormat(page.absFile, page.body, page.bodyLine, ctx.model.pageDialect);
  const options: MarkdownOptions = {
    file: page.file,
    absFile: page.absFile,
    bodyLine: page.bodyLine,
    pagesDir: ctx.model.pagesDir,
    ...(ctx.model.pageDialect?.tool === 'docusaurus' && { urlLinksFrom: page.route.replace(/(.)\/$/, '$1') }),
    contentRoots: siteContentRoots(ctx.model),
    headingIdRule: ctx.model.config.headingIds,
    routeOfFile: (absFile) => ctx.pages.routeOfFile(absFile),
    withBase: ctx.withBase,
    components: ctx.markdownComponents,
    extensions: ctx.markdownExtensions,
    islands: ctx.mdxIslands,
    allowScripts: ctx.model.config.markdown?.allowScripts,
  };
  const { md, formatWarnings } = await renderInFormat(page, format, options);
  const { model } = ctx;
  const title = page.frontMatter.title;
  const content = (
    <layout.Component
      page={layoutPage(page)}
      content={<PageFileContext.Provider value={page.absFile}>{md.content}</PageFileContext.Provider>}
      toc={md.toc}
      site={model.config}
      templates={ctx.templates}
      pagesUnder={(prefix) => ctx.pages.under(prefix).map(layoutPage)}
    />
  );
  const product = layout.docsShell ? productForRoute(model, page.route) : null;
  const main = layout.docsShell
    ? renderDocsColumn(ctx, prevNext, { route: page.route, title: pageHeading(page, md.title), description: page.frontMatter.description, content, toc: md.toc, editFile: page.file })
    : renderTranslated(
        ctx,
        routeLanguage(page.route),
        <>
          {content}
          <ctx.docsTheme.shell.Footer siteTitle={model.config.title} hasRoute={(route) => ctx.routes.has(route)} links={model.config.footerLinks} />
        </>,
      );
  return renderedRoute({
    route: page.route,
    file: page.file,
    title,
    titleSuffix: product?.name ?? (title === model.config.title ? null : model.config.title),
    description: page.frontMatter.description ?? md.description ?? undefined,
    mainHtml: main.html,
    shell: { productId: product?.id ?? null },
    styles: new Map([...main.styles, ...ctx.demoStylesFor(page, md.demos)]),
    links: md.links,
    brokenLinks: md.brokenLinks,
    assets: md.assets,
    ...(md.sourceFiles.length > 0 ? { sourceFiles: md.sourceFiles } : {}),
    productId: product?.id ?? productForRoute(model, page.route)?.id ?? null,
    warnings: [...layoutWarnings, ...formatWarnings, ...md.warnings],
  });
}

/**
 * The page rendered as Markdown or MDX by its format. A `.md` page taken for MDX by its content alone that MDX cannot
 * compile is built as Markdown, with the compiler's reason: the folder's tool may well have read it as Markdown.
 */
async function renderInFormat(page: SourcePage, format: PageFormat, options: MarkdownOptions): Promise<{ md: RenderedMarkdown; formatWarnings: string[] }> {
  if (!format.mdx) return { md: await renderMarkdown(page.body, options), formatWarnings: [] };
  // The MDX compiler is loaded by the first MDX page: a site of Markdown pages (or a build rendering a few) never needs it.
  const { renderMdx } = await import('../markdown/mdx.ts');
  if (!format.detected) return { md: await renderMdx(page.body, options), formatWarnings: [] };
  const note = new ContentError(page.file, format.detected.message, { line: format.detected.line }).format();
  try {
    return { md: await renderMdx(page.body, options), formatWarnings: [note] };
  } catch (error) {
    const reasons = contentErrorsIn(error);
    if (!reasons) throw error;
    const reason = reasons.map((reason) => `${reason.position ? `line ${reason.position.line}: ` : ''}${reason.message}`).join('; ');
    const fallback = new ContentError(page.file, `not compiled as MDX after all, built as Markdown: ${reason}`, { line: format.detected.line }).format();
    return { md: await renderMarkdown(page.body, options), formatWarnings: [fallback] };
  }
}
