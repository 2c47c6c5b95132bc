/** A rendered route as a complete HTML document: head metadata, stylesheets, the page's data for the runtime, the shell around it. */
import type { ProductModel, SiteModel } from '../model.ts';
import type { PageData } from '../../runtime/pageData.ts';
import { renderDocument, type DocumentPiece } from '../../templates/document.ts';
import { escapeHtml } from '../../templates/escape.ts';
import { productNavIndex } from '../render/productNavIndex.ts';
import type { WithBase } from '../../templates/shell/basePath.ts';
import type { ChromeOf, DocumentChrome, ShellChrome } from './documentChrome.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import type { RuntimeBundle } from './bundleRuntime.ts';
import type { NavMarker } from './encodedNav.ts';
import { headMetadata } from './siteFiles/headMetadata.ts';
import { elementIds } from './checkLinks.ts';
import { DocumentIds } from './documentIds.ts';
import { firstPaintCss, pageUsage, type FirstPaintPlan } from './firstPaintCss.ts';
import { contentIdsOf, pageFacts, type PageFacts } from './pageFacts.ts';
import { criticalCss } from './stylesheets.ts';
import { siteFavicon } from './siteIcon.ts';

/** What composing a document needs beyond the page itself. */
export interface ComposeContext {
  model: SiteModel;
  /** Puts a site URL under the base path. */
  withBase: WithBase;
  /** The shell and search dialog around a page, by its product and language (to be had before the page is composed). */
  chromeOf: ChromeOf;
  runtime: RuntimeBundle;
  /** Marks the page's entry in its product's nav; made with `withBase` by `navMarker`. */
  markNav: NavMarker;
  sharedCssHref: string;
  sharedIds: Set<string>;
  /** The icon font's stylesheet, when the build wrote it (some page draws ligature icons). */
  iconFontCssHref?: string | null;
  /** The shared stylesheet's rules, for each page's first-paint part (absent: the page links the stylesheet alone). */
  firstPaint?: FirstPaintPlan;
  /** The web font's `@font-face` rules (under the base path already) and its files' site URLs. */
  webFonts?: { css: string; urls: readonly string[] };
  /** `<meta name content>` pairs the site's plugins give a page. */
  headMetas(page: { route: string; productId: string | null }): Record<string, string>;
  devClient?: string;
}

/** A page's document, in pieces to write in order, the ids of its elements, and the size of the critical CSS inlined in it. */
export interface ComposedDocument {
  pieces: DocumentPiece[];
  ids: DocumentIds;
  criticalCssBytes: number;
}

/** What a document reads of its page's own HTML: taken where the page was rendered (its facts), or read here. */
export type DocumentFacts = Pick<PageFacts, 'contentIds' | 'htmlUsage' | 'ligatureIcons'>;

/** What the runtime of one page needs to know: config subsets and page facts. */
function pageDataFor(model: SiteModel, page: RenderedRoute): PageData {
  const product = model.config.products.find((p) => p.id === page.productId);
  const { analytics, ads, feedback, productionHost } = model.config;
  return {
    route: page.route,
    productId: page.productId,
    version: product?.versions.find((v) => v.current)?.text ?? '',
    language: page.language,
    productionHost,
    analytics,
    ads,
    feedback,
  };
}

/** Wraps a page's main column into the shell (skip link, header, nav drawer, main landmark, settings drawer), as pieces. */
function shellBody(compose: ComposeContext, product: ProductModel | null, { route }: RenderedRoute, mainHtml: string, shell: ShellChrome): DocumentPiece[] {
  const { skipLinkText, headerHtml, navHtml, settingsHtml } = shell;
  const hasNav = product !== null;
  return [
    `<a class="skip-link" href="#main-content">${escapeHtml(skipLinkText)}</a><div class="docs-root">`,
    headerHtml,
    ...(product ? [compose.markNav(navHtml, route, productNavIndex(product).ancestors(route))] : []),
    `${hasNav ? '<div class="nav-backdrop" data-nav-backdrop></div>' : ''}<main id="main-content" tabindex="-1" class="docs-main${hasNav ? ' has-nav' : ''}">`,
    mainHtml,
    '</main></div>',
    settingsHtml,
  ];
}

/** Everything inside <body> of a rendered route but the scripts: its HTML wrapped in its shell, as pieces. */
function routeBody(compose: ComposeContext, page: RenderedRoute, mainHtml: string, chrome: DocumentChrome): DocumentPiece[] {
  if (!page.shell || !chrome.shell) return [mainHtml];
  const product = compose.model.products.find((p) => p.id === page.shell!.productId) ?? null;
  return shellBody(compose, product, page, mainHtml, chrome.shell);
}

/**
 * A rendered route as a complete HTML document, in pieces to write in order (the text pieces to encode, the nav already
 * encoded; see documentBytes). Its site URLs carry the base path from where they were made.
 */
export function composeDocument(
  page: RenderedRoute,
  compose: ComposeContext,
  { chrome, isNotFound = false, facts }: { chrome: DocumentChrome; isNotFound?: boolean; facts?: DocumentFacts },
): ComposedDocument {
  const { model, withBase, runtime } = compose;
  const { config } = model;
  const mainHtml = page.mainHtml;
  const { contentIds, htmlUsage: mainUsage, ligatureIcons } = facts ?? pageFacts(page);
  const critical = criticalCss(page.styles, compose.sharedIds);
  const iconHref = config.products[0]?.logo ?? siteFavicon(model.root);
  const bodyHtml = [...routeBody(compose, page, mainHtml, chrome), chrome.searchDialogHtml];
  const shellHtmls = bodyHtml.flatMap((piece) => (piece === mainHtml ? [] : [typeof piece === 'string' ? piece : piece.html]));
  const firstPaint = compose.firstPaint && firstPaintCss(compose.firstPaint, pageUsage(mainHtml, mainUsage, shellHtmls, critical.css));
  const pieces = renderDocument({
    lang: page.language,
    title: page.documentTitle,
    description: page.description,
    metas: compose.headMetas({ route: page.route, productId: page.productId }),
    sharedCssHref: withBase(compose.sharedCssHref),
    iconFontCssHref: compose.iconFontCssHref && ligatureIcons ? withBase(compose.iconFontCssHref) : undefined,
    iconHref: withBase(iconHref),
    criticalCss: critical,
    firstPaintCss: firstPaint,
    webFonts: compose.webFonts && { css: compose.webFonts.css, urls: compose.webFonts.urls.map(withBase) },
    bodyHtml,
    runtimeSrc: withBase(runtime.entry),
    devClientSrc: compose.devClient,
    headExtra: isNotFound
      ? undefined
      : headMetadata({ siteUrl: config.siteUrl, siteTitle: config.title, route: page.route, title: page.title, description: page.description, languages: config.languages }),
    preload: runtime.entryImports.map(withBase),
    pageData: pageDataFor(model, page),
  });
  // The main HTML's ids are known: the other pieces are read in document order around them.
  const ids = DocumentIds.of(elementIds(pieces.map((piece) => (piece === mainHtml ? { ids: contentIdsOf({ contentIds }) } : piece))));
  return { pieces, ids, criticalCssBytes: critical.css.length + (firstPaint?.length ?? 0) };
}
