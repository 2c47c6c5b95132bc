/**
 * Build step `render`: every page to HTML with its styles, links and searchable text, on every core (Markdown and API
 * pages from one queue shared with the render workers; full-page templates here). Files that are final as soon as a
 * page is rendered are written then (the runtime, each page's Markdown export and search text): creating thousands of
 * files is slow work for the file system, and done while pages render it no longer makes the end of the build wait.
 */
import fs from 'node:fs';
import { createRenderContext } from '../../render/renderContext.tsx';
import { markdownExtensionsOf } from '../../markdown/extensions.ts';
import { renderNotFound } from '../../render/renderNotFound.tsx';
import type { RenderContext } from '../../render/renderPage.tsx';
import type { RenderedRoute } from '../../render/renderedRoute.ts';
import { renderTemplatePage } from '../../render/renderTemplatePage.tsx';
import { serverRenderDemo } from '../../demos/prepareDemo.tsx';
import { createSearchIndexBuilder, type SearchIndexFiles } from '../../search/buildSearchIndex.ts';
import { extractSections } from '../../search/extractSections.ts';
import { collectingErrors } from '../collectingErrors.ts';
import type { RenderedJob } from '../renderJob.ts';
import { renderAllJobs } from '../renderJobs.ts';
import type { RenderWorkers } from '../renderWorkers.ts';
import { markdownExporter } from '../siteFiles/markdownExport.ts';
import type { StagingFolder } from '../writeOutput.ts';
import type { GeneratedSite } from './generate.ts';
import { openBuildCache } from '../../cache/buildCache.ts';
import { createRenderCache, type RenderCache } from '../../cache/renderCache.ts';
import type { CacheStore } from '../../cache/cacheStore.ts';
import type { PreparedDemos } from './prepareDemos.ts';

export interface RenderInput {
  site: GeneratedSite;
  demos: PreparedDemos;
  /** Where files are written; null when nothing is (`docsgen check`). */
  output: StagingFolder | null;
  base: string;
  /** Render workers the caller started early (and closes). */
  renderWorkers?: RenderWorkers;
  onProgress?: (done: number, total: number) => void;
}

export interface RenderedSite {
  ctx: RenderContext;
  /** Every page of the site in its order: Markdown and API pages, then full-page templates. */
  pages: RenderedRoute[];
  notFound: RenderedRoute;
  search: SearchIndexFiles;
  /** The pages with a Markdown export, in the site's order (for llms.txt). */
  exported: RenderedRoute[];
  /** The build cache and the keys of the pages it holds; null under `--no-cache` or for unkeyable sites. */
  cache: { store: CacheStore; pages: RenderCache } | null;
}

/** The local files pages reference (images, downloads), each written once under its hashed URL. */
function writePageAssets(output: StagingFolder, pages: readonly RenderedRoute[]): void {
  const written = new Set<string>();
  for (const asset of pages.flatMap((page) => page.assets ?? [])) {
    if (written.has(asset.url)) continue;
    written.add(asset.url);
    output.write(asset.url.slice(1), fs.readFileSync(asset.absPath));
  }
}

/** Hands items arriving in any order (each with its index) to `consume` in index order, each as soon as all before it came. */
function inSiteOrder<T>(consume: (item: T) => void): (item: T, index: number) => void {
  const waiting = new Map<number, T>();
  let next = 0;
  return (item, index) => {
    waiting.set(index, item);
    for (let ready = waiting.get(next); ready !== undefined; ready = waiting.get(next)) {
      waiting.delete(next);
      consume(ready);
      next += 1;
    }
  };
}

export async function render({ site, demos, output, base, renderWorkers, onProgress }: RenderInput): Promise<RenderedSite> {
  const { model, templates, apiPages, routes } = site;
  const inputs = { model, prepared: demos.prepared, templates, apiPages, routes, base, mdxIslands: demos.mdxIslands };
  const extensions = markdownExtensionsOf(site.plugins);
  const ctx = createRenderContext(inputs, extensions, site.siteTheme);
  // Imports between the bundle's chunks are relative, so they resolve under any base path as they are.
  for (const [url, content] of demos.runtime.files) output?.write(url.slice(1), content);

  const templatePages = await collectingErrors(templates, async (template) => renderTemplatePage(template, await serverRenderDemo(template.demo, demos.demoContext), ctx));
  const searchIndex = createSearchIndexBuilder((url, content) => output?.write(url.slice(1), content));
  const exportMarkdown = markdownExporter(model.pages, apiPages, demos.prepared);
  const exported: RenderedRoute[] = [];
  // Indexed and exported while others still render, in the site's order, so every build writes the same files.
  const indexAndExport = ({ page, sections }: RenderedJob) => {
    searchIndex.add({ route: page.route, title: page.title, productId: page.productId, sections });
    const markdown = exportMarkdown(page);
    if (markdown === null) return;
    exported.push(page);
    output?.write(`${page.route.slice(1)}index.md`, markdown);
  };
  // Build cache: pages found render no more; fresh renders are stored as they arrive, then old entries evicted.
  const store = openBuildCache(model.root);
  // A theme the site defines is code, like Markdown extensions: its pages cannot be keyed.
  const cache = store && site.siteTheme === null ? createRenderCache(store, inputs, extensions) : null;
  const known = cache?.lookupAll(model.pages) ?? new Map<number, RenderedJob>();
  const indexInOrder = inSiteOrder(indexAndExport);
  const onRendered = (job: RenderedJob, index: number) => {
    if (cache && !known.has(index) && index < model.pages.length) cache.store(model.pages[index], job);
    indexInOrder(job, index);
  };
  const pages = await renderAllJobs(inputs, { started: renderWorkers, onRendered, onProgress, extensions, siteTheme: site.siteTheme, known });
  store?.evict();
  for (const page of templatePages) indexAndExport({ page, sections: extractSections(page.mainHtml, { title: page.title, description: page.description }) });
  if (output) writePageAssets(output, pages);
  return { ctx, pages: [...pages, ...templatePages], notFound: renderNotFound(ctx), search: searchIndex.finish(), exported, cache: store && cache ? { store, pages: cache } : null };
}
