/** Renders a full-page template: the component owns the whole page (no docs shell), hydrated as one island at load. */
import type { TemplatePage } from '../templates/loadTemplates.ts';
import type { StyleMap } from './emotionRender.ts';
import * as React from 'react';
import { productHome } from '../../runtime/config.ts';
import { escapeHtml } from '../../templates/document.ts';
import { TemplateBar } from '../../templates/TemplateBar.tsx';
import { renderTranslated, routeLanguage, type RenderContext, type RenderedRoute } from './renderPage.tsx';

/** The route of a template from its server-rendered HTML and styles. */
export function renderTemplatePage(template: TemplatePage, rendered: { html: string; styles: StyleMap; islandSrc: string }, ctx: RenderContext): RenderedRoute {
  const product = ctx.model.config.products.find((p) => template.route.startsWith(`/${p.id}/`));
  const productName = product?.name;
  const title = `${template.title} template`;
  const language = routeLanguage(template.route);
  const galleryHref = ctx.model.config.templates?.routePrefix ?? '/';
  const bar = renderTranslated(
    ctx,
    language,
    <TemplateBar title={template.title} galleryHref={galleryHref} docs={product ? { name: product.name, href: productHome(product) } : null} sourceHref={template.sourceHref} />,
  );
  return {
    route: template.route,
    language,
    file: template.demo.absFile,
    title,
    documentTitle: productName ? `${title} - ${productName}` : title,
    description: template.description,
    shell: null,
    mainHtml: `${bar.html}<div class="template-page" data-island="template" data-hydrate="load" data-island-src="${escapeHtml(rendered.islandSrc)}">${rendered.html}</div>`,
    styles: new Map([...rendered.styles, ...bar.styles]),
    links: [],
    productId: null,
    warnings: [],
  };
}
