/** A rendered route as a complete HTML document: head metadata, stylesheets, the page's data for the runtime, the shell around it. */
import type { SiteModel } from '../model.ts';
import { getProductInfoFromUrl } from '../../runtime/routes.ts';
import type { PageData } from '../../runtime/pageData.ts';
import { renderDocument } from '../../templates/document.ts';
import { routeBody, type RenderContext, type RenderedRoute } from '../render/renderPage.tsx';
import type { RuntimeBundle } from './bundleRuntime.ts';
import { headMetadata } from './siteFiles/headMetadata.ts';
import { criticalCss } from './stylesheets.ts';

/** What composing a document needs beyond the page itself. */
export interface ComposeContext {
  ctx: RenderContext;
  runtime: RuntimeBundle;
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

/** A rendered route as a complete HTML document, in pieces to write in order (see renderDocument). */
export function composeDocument(page: RenderedRoute, compose: ComposeContext, isNotFound = false): string[] {
  const { ctx, runtime } = compose;
  const { config } = ctx.model;
  const info = getProductInfoFromUrl(page.route);
  return renderDocument({
    lang: page.language,
    title: page.documentTitle,
    description: page.description,
    metas: { 'mui:productId': info.productId, 'mui:productCategoryId': info.productCategoryId },
    sharedCssHref: compose.sharedCssHref,
    iconHref: config.products[0]?.logo ?? '/favicon.ico',
    criticalCss: criticalCss(page.styles, compose.sharedIds),
    bodyHtml: [...routeBody(ctx, page), compose.searchDialogHtml(page.language)],
    runtimeSrc: runtime.entry,
    devClientSrc: compose.devClient,
    headExtra: isNotFound
      ? undefined
      : headMetadata({ siteUrl: config.siteUrl, siteTitle: config.title, route: page.route, title: page.title, description: page.description, languages: config.languages }),
    preload: runtime.entryImports,
    pageData: pageDataFor(ctx.model, page),
  });
}

