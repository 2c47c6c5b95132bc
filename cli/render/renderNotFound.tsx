/** The 404 page, in the site shell. */
import * as React from 'react';
import { productHome } from '../../runtime/config.ts';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import { knownPages } from './knownPages.ts';
import { renderTranslated, routeLanguage, type RenderContext, type RenderedRoute } from './renderPage.tsx';

/** `generatedRoutes`: the pages plugins generated besides Markdown (API pages, templates), among which a reader may have been looking. */
export function renderNotFound(ctx: RenderContext, generatedRoutes: readonly string[]): RenderedRoute {
  const route = '/404.html';
  const language = routeLanguage(route);
  const products = ctx.model.config.products.map((product) => ({ name: product.name, href: productHome(product) }));
  const main = renderTranslated(ctx, language, <NotFoundPage products={products} knownPages={knownPages(ctx.model, generatedRoutes)} />);
  const title = ctx.translatorFor(language)('notFound.title');
  return {
    route,
    language,
    file: '(built in)',
    title,
    documentTitle: `${title} - ${ctx.model.config.title}`,
    mainHtml: main.html,
    shell: { productId: null },
    styles: main.styles,
    links: [],
    productId: null,
    warnings: [],
  };
}
