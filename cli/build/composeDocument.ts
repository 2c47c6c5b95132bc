/** A rendered route as a complete HTML document: head metadata, stylesheets, the page's data for the runtime, the shell around it. */
import type { ProductModel, SiteModel } from '../model.ts';
import { getProductInfoFromUrl } from '../../runtime/routes.ts';
import type { PageData } from '../../runtime/pageData.ts';
import { escapeHtml, renderDocument, type DocumentPiece } from '../../templates/document.ts';
import { productNavIndex, type RenderContext, type RenderedRoute } from '../render/renderPage.tsx';
import { applyBase } from './applyBase.ts';
import type { RuntimeBundle } from './bundleRuntime.ts';
import type { NavMarker } from './encodedNav.ts';
import { headMetadata } from './siteFiles/headMetadata.ts';
import { criticalCss } from './stylesheets.ts';
import { siteFavicon } from './siteIcon.ts';

/** What composing a document needs beyond the page itself. */
export interface ComposeContext {
  ctx: RenderContext;
  runtime: RuntimeBundle;
  /** URL path the site is served under; documents come out with it applied. */
  base: string;
  /** Marks the page's entry in its product's nav; made for the same base by `navMarker`. */
  markNav: NavMarker;
  sharedCssHref: string;
  sharedIds: Set<string>;
  /** The search dialog in a page language. */
  searchDialogHtml(language: string): string;
  devClient?: string;
}

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
function shellBody(compose: ComposeContext, product: ProductModel | null, { route, language, mainHtml }: RenderedRoute): DocumentPiece[] {
  const { ctx } = compose;
  const { headerHtml, navHtml, settingsHtml } = ctx.shell.get(product, language);
  const hasNav = product !== null;
  return [
    `<a class="skip-link" href="#main-content">${escapeHtml(ctx.translatorFor(language)('appFrame.skipToContent'))}</a><div class="docs-root">`,
    headerHtml,
    ...(product ? [compose.markNav(navHtml, route, productNavIndex(product).ancestors(route))] : []),
    `${hasNav ? '<div class="nav-backdrop" data-nav-backdrop></div>' : ''}<main id="main-content" tabindex="-1" class="docs-main${hasNav ? ' has-nav' : ''}">`,
    mainHtml,
    '</main></div>',
    settingsHtml,
  ];
}

/** Everything inside <body> of a rendered route but the scripts: its HTML wrapped in its shell, as pieces. */
function routeBody(compose: ComposeContext, page: RenderedRoute): DocumentPiece[] {
  if (!page.shell) return [page.mainHtml];
  const product = compose.ctx.model.products.find((p) => p.id === page.shell!.productId) ?? null;
  return shellBody(compose, product, page);
}

/**
 * A rendered route as a complete HTML document with the base path applied, in pieces to write in order (the text
 * pieces to encode, the nav already encoded; see documentBytes).
 */
export function composeDocument(page: RenderedRoute, compose: ComposeContext, isNotFound = false): DocumentPiece[] {
  const { ctx, runtime } = compose;
  const { config } = ctx.model;
  const info = getProductInfoFromUrl(page.route);
  const pieces = renderDocument({
    lang: page.language,
    title: page.documentTitle,
    description: page.description,
    metas: { 'mui:productId': info.productId, 'mui:productCategoryId': info.productCategoryId },
    sharedCssHref: compose.sharedCssHref,
    iconHref: config.products[0]?.logo ?? siteFavicon(ctx.model.root),
    criticalCss: criticalCss(page.styles, compose.sharedIds),
    bodyHtml: [...routeBody(compose, page), compose.searchDialogHtml(page.language)],
    runtimeSrc: runtime.entry,
    devClientSrc: compose.devClient,
    headExtra: isNotFound
      ? undefined
      : headMetadata({ siteUrl: config.siteUrl, siteTitle: config.title, route: page.route, title: page.title, description: page.description, languages: config.languages }),
    preload: runtime.entryImports,
    pageData: pageDataFor(ctx.model, page),
  });
  // The encoded pieces have the base path already.
  return pieces.map((piece) => (typeof piece === 'string' ? applyBase(piece, compose.base) : piece));
}
