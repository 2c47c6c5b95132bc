/**
 * The bundled site's pages as its search index takes them, made as the build makes them (its `load` and `generate`
 * steps, each Markdown and API page rendered and its sections extracted) without the rest of a build: no demo is
 * prepared or rendered, as the index leaves demos out, and the full-page templates, whose pages hold only their
 * description, are indexed from it as the build does.
 */
import path from 'node:path';
import { load } from '../../../cli/build/steps/load.ts';
import { generate } from '../../../cli/build/steps/generate.ts';
import { markdownExtensionsOf } from '../../../cli/markdown/extensions.ts';
import { createRenderContext } from '../../../cli/render/renderContext.tsx';
import { renderApiPage, renderPage } from '../../../cli/render/renderPage.tsx';
import { routePrevNext } from '../../../cli/render/productNavIndex.ts';
import type { RenderedRoute } from '../../../cli/render/renderedRoute.ts';
import { extractSections } from '../../../cli/search/extractSections.ts';
import type { SearchDoc } from '../../../cli/search/buildSearchIndex.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../content');

function searchDoc(page: Pick<RenderedRoute, 'route' | 'title' | 'description' | 'productId'>, html: string): SearchDoc {
  return {
    route: page.route,
    title: page.title,
    productId: page.productId,
    sections: extractSections(html, { title: page.title, description: page.description }),
  };
}

/** Every page of the bundled site in the build's order, as the search index receives it. */
export async function bundledSiteDocs(): Promise<SearchDoc[]> {
  const site = await generate({ loaded: await load(contentDir), base: '/' });
  const { model, templates, apiPages, routes } = site;
  const context = createRenderContext({ model, prepared: new Map(), templates, routes, base: '/' }, markdownExtensionsOf(site.plugins), site.siteTheme);
  // A demo renders nothing: the index skips demos, so their markup would change no section.
  context.markdownComponents = { ...context.markdownComponents, 'docsgen-demo': () => null };
  const docs: SearchDoc[] = [];
  for (const page of model.pages) {
    const rendered = await renderPage(page, context, routePrevNext(model, page.route));
    docs.push(searchDoc(rendered, rendered.mainHtml));
  }
  for (const apiPage of apiPages) {
    const rendered = await renderApiPage(apiPage, context, routePrevNext(model, apiPage.route));
    docs.push(searchDoc(rendered, rendered.mainHtml));
  }
  for (const template of templates) docs.push(searchDoc({ ...template, productId: null }, ''));
  return docs;
}
