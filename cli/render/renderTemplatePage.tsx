/**
 * Renders a full-page template: the component owns the whole page (no docs shell), one island hydrated on the reader's
 * first touch, pointer press or focus in it: the server HTML already shows it whole, and hydrating a dashboard at load
 * kept the main thread busy for seconds.
 */
import type { TemplatePage } from '../fullPageTemplates/templatePage.ts';
import type { StyleMap } from './emotionRender.ts';
import * as React from 'react';
import { productHome } from '../../runtime/config.ts';
import { escapeHtml } from '../../templates/escape.ts';
import { TemplateBar } from '../../templates/TemplateBar.tsx';
import { productForRoute } from './productOfRoute.ts';
import { DEMO_THEME_CLASS } from '../../runtime/constants.ts';
import { renderTranslated, type RenderContext } from './renderPage.tsx';
import { renderedRoute, routeLanguage, type RenderedRoute } from './renderedRoute.ts';

/** The route of a template from its server-rendered HTML and styles. */
export function renderTemplatePage(template: TemplatePage, rendered: { html: string; styles: StyleMap; islandSrc: string }, ctx: RenderContext): RenderedRoute {
  const product = productForRoute(ctx.model, template.route);
  const productConfig = ctx.model.config.products.find((p) => p.id === product?.id);
  const title = `${template.title} template`;
  const language = routeLanguage(template.route);
  const bar = renderTranslated(
    ctx,
    language,
    <TemplateBar title={template.title} galleryHref={template.galleryRoute} docs={productConfig ? { name: productConfig.name, href: productHome(productConfig) } : null} sourceHref={template.sourceHref} />,
  );
  return renderedRoute({
    route: template.route,
    file: template.demo.absFile,
    title,
    titleSuffix: product?.name ?? null,
    description: template.description,
    shell: null,
    mainHtml: `${bar.html}<div class="template-page ${DEMO_THEME_CLASS}" data-island="template" data-hydrate="intent" data-island-src="${escapeHtml(ctx.withBase(rendered.islandSrc))}">${rendered.html}</div>`,
    styles: new Map([...rendered.styles, ...bar.styles]),
    productId: null,
  });
}
