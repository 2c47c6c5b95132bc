/** Renders a full-page template: the component owns the whole page (no docs shell), hydrated as one island at load. */
import type { TemplatePage } from '../templates/templatePage.ts';
import type { StyleMap } from './emotionRender.ts';
import { routeLanguage, type RenderContext, type RenderedRoute } from './renderPage.tsx';
import { escapeHtml } from '../../templates/escape.ts';
import { productForRoute } from './productOfRoute.ts';

/** The route of a template from its server-rendered HTML and styles. */
export function renderTemplatePage(template: TemplatePage, rendered: { html: string; styles: StyleMap; islandSrc: string }, ctx: RenderContext): RenderedRoute {
  const productName = productForRoute(ctx.model, template.route)?.name;
  const title = `${template.title} template`;
  return {
    route: template.route,
    language: routeLanguage(template.route),
    file: template.demo.absFile,
    title,
    documentTitle: productName ? `${title} - ${productName}` : title,
    description: template.description,
    shell: null,
    mainHtml: `<div class="template-page" data-island="template" data-hydrate="load" data-island-src="${escapeHtml(ctx.withBase(rendered.islandSrc))}">${rendered.html}</div>`,
    styles: rendered.styles,
    links: [],
    productId: null,
    warnings: [],
  };
}
