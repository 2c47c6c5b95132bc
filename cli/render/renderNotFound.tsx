/** The 404 page, in the site shell. */
import * as React from 'react';
import { productHome } from '../../runtime/config.ts';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import { knownPages } from './knownPages.ts';
import { renderTranslated, type RenderContext } from './renderPage.tsx';
import { renderedRoute, routeLanguage, type RenderedRoute } from './renderedRoute.ts';

/** The 404 page, listing every page of the site (generated ones included), among which a reader may have been looking. */
export function renderNotFound(ctx: RenderContext): RenderedRoute {
  const route = '/404.html';
  const language = routeLanguage(route);
  const products = ctx.model.config.products.map((product) => ({ name: product.name, href: productHome(product) }));
  const main = renderTranslated(ctx, language, <NotFoundPage products={products} knownPages={knownPages(ctx.model, ctx.routes)} />);
  const t = ctx.translatorFor(language);
  const title = t('notFound.title');
  return renderedRoute({
    route,
    file: '(built in)',
    title,
    // Search engines and link previews show it for a missing page too.
    description: t('notFound.description'),
    titleSuffix: ctx.model.config.title,
    mainHtml: main.html,
    shell: { productId: null },
    styles: main.styles,
    productId: null,
  });
}
