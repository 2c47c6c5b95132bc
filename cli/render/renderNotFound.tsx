/** The 404 page, in the site shell. */
import * as React from 'react';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import { renderTranslated, routeLanguage, type RenderContext, type RenderedRoute } from './renderPage.tsx';

export function renderNotFound(ctx: RenderContext): RenderedRoute {
  const route = '/404.html';
  const language = routeLanguage(route);
  const main = renderTranslated(ctx, language, <NotFoundPage />);
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
