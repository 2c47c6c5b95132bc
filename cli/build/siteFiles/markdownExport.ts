/** The AI export of each page (`<route>index.md`): its Markdown with its demos' sources inlined, or its API tables. */
import path from 'node:path';
import type { SourcePage } from '../../model.ts';
import { ContentError } from '../../errors.ts';
import { apiMarkdown } from '../../api/apiMarkdown.ts';
import type { ApiPage } from '../../api/apiPages.ts';
import { demoReferences } from '../../markdown/demoReferences.ts';
import type { PreparedDemo } from '../../demos/prepareDemo.tsx';
import type { RenderedRoute } from '../../render/renderedRoute.ts';
import { pageMarkdown, type DemoSources } from './pageMarkdown.ts';

/**
 * The Markdown export of a page, its demos' sources inlined; a demo it references that the build did not prepare (its
 * file removed since) is a content error at the reference's line.
 */
export function exportedMarkdown(source: SourcePage, page: RenderedRoute, prepared: Map<string, PreparedDemo>): string {
  const demos = new Map<number, DemoSources[]>();
  for (const { name, offset } of demoReferences(source)) {
    const line = source.body.slice(0, offset).split('\n').length;
    const demo = prepared.get(path.join(path.dirname(source.absFile), name));
    if (!demo) throw new ContentError(source.file, `the demo "${name}" does not exist: expected ${path.join(path.dirname(source.file), name)}`, { line: line + source.bodyLine - 1 });
    demos.set(line, demo.variants);
  }
  return pageMarkdown({ title: page.title, description: page.description, body: source.body, demos });
}

/**
 * The export of a rendered page from its source: a Markdown page's or an API page's; a full-page template, which is a
 * component, has none (its source null).
 */
export function markdownExporter(prepared: Map<string, PreparedDemo>) {
  return (page: RenderedRoute, source: SourcePage | ApiPage | null): string | null => {
    if (source === null) return null;
    if ('component' in source) return pageMarkdown({ title: page.title, description: page.description, body: '', demos: new Map(), apiMarkdown: apiMarkdown(source) });
    return exportedMarkdown(source, page, prepared);
  };
}
