/** The AI export of each page (`<route>index.md`): its Markdown with its demos' sources inlined, or its API tables. */
import path from 'node:path';
import type { SourcePage } from '../../model.ts';
import { apiMarkdown } from '../../api/apiMarkdown.ts';
import type { ApiPage } from '../../api/apiPages.ts';
import { demoReferences } from '../../markdown/demoReferences.ts';
import type { PreparedDemo } from '../../demos/prepareDemo.tsx';
import type { RenderedRoute } from '../../render/renderedRoute.ts';
import { pageMarkdown, type DemoSources } from './pageMarkdown.ts';

/** The Markdown export of a page, its demos' sources inlined. */
export function exportedMarkdown(source: SourcePage, page: RenderedRoute, prepared: Map<string, PreparedDemo>): string {
  const demos = new Map<string, DemoSources[]>();
  for (const { name } of demoReferences(source.body)) {
    const demo = prepared.get(path.join(path.dirname(source.absFile), name));
    if (demo) demos.set(name, demo.variants);
  }
  return pageMarkdown({ title: page.title, description: page.description, body: source.body, demos });
}

/** The export of any rendered page: Markdown pages and API pages have one; full-page templates, which are components, none (null). */
export function markdownExporter(pages: readonly SourcePage[], apiPages: readonly ApiPage[], prepared: Map<string, PreparedDemo>) {
  const sourceByRoute = new Map(pages.map((p) => [p.route, p]));
  const apiByRoute = new Map(apiPages.map((p) => [p.route, p]));
  return (page: RenderedRoute): string | null => {
    const source = sourceByRoute.get(page.route);
    if (source) return exportedMarkdown(source, page, prepared);
    const api = apiByRoute.get(page.route);
    return api ? pageMarkdown({ title: page.title, description: page.description, body: '', demos: new Map(), apiMarkdown: apiMarkdown(api.component) }) : null;
  };
}
