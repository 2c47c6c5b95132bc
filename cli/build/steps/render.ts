/**
 * Build step `render`: every page to HTML with its styles, links and searchable text, on every core (Markdown and API
 * pages from one queue shared with the render workers; full-page templates here). Files that are final as soon as a
 * page is rendered are written then (the runtime, each page's Markdown export and search text): creating thousands of
 * files is slow work for the file system, and done while pages render it no longer makes the end of the build wait.
 * With the build cache, a page whose render is known is not rendered, its part of the search index is taken from the
 * cache, and the files unchanged since the previous build are linked from it.
 */
import fs from 'node:fs';
import { markdownExtensionsOf } from '../../markdown/extensions.ts';
import type { RenderedRoute } from '../../render/renderedRoute.ts';
import { basePrefixer, type WithBase } from '../../../templates/shell/basePath.ts';
import { SEARCH_MANIFEST_URL, type EmitFile, type EmitText, type SearchIndexFiles } from '../../search/buildSearchIndex.ts';
import { extractSections, type Section } from '../../search/extractSections.ts';
import type { SearchDoc } from '../../search/indexedPage.ts';
import type { RenderedJob } from '../renderJob.ts';
import { renderAllJobs, type RenderedIn } from '../renderJobs.ts';
import type { RenderWorkers } from '../renderWorkers.ts';
import { renderContextOnDemand, type RenderContextOnDemand } from '../renderContextOnDemand.ts';
import { markdownExporter } from '../siteFiles/markdownExport.ts';
import type { StagingFolder } from '../writeOutput.ts';
import type { GeneratedSite } from './generate.ts';
import { openBuildCache } from '../../cache/buildCache.ts';
import { createRenderCache, type RenderCache } from '../../cache/renderCache.ts';
import type { CacheStore } from '../../cache/cacheStore.ts';
import { digest } from '../../cache/digest.ts';
import { createSiteSearchIndex } from '../../cache/searchIndexCache.ts';
import { openWrittenFiles, type WrittenFiles } from '../../cache/writtenFiles.ts';
import { factsSharer, pageFacts } from '../pageFacts.ts';
import { SiteFacts } from '../siteFacts.ts';
import type { SiteRoutes } from '../../siteRoutes.ts';
import { createFactsSpill, createRouteSpill, holdsHtml } from '../spilledPages.ts';
import type { PreparedDemos } from './prepareDemos.ts';
import type { SiteModel, SourcePage } from '../../model.ts';
import type { ApiPage } from '../../api/apiPages.ts';
import { ContentErrors, contentErrorsIn, type ContentError } from '../../errors.ts';
import { pageLocation, runPageStep } from '../pageFailure.ts';

export interface RenderInput {
  site: GeneratedSite;
  demos: PreparedDemos;
  /** Where files are written; null when nothing is (`docsgen check`). */
  output: StagingFolder | null;
  /** The output folder the build will be swapped into, whose previous build's unchanged files are reused. */
  outDir: string;
  base: string;
  /** Render workers the caller started early (and closes). */
  renderWorkers?: RenderWorkers;
  onProgress?: (done: number, total: number) => void;
}

export interface RenderedSite {
  /** The render context of this thread, made when a step first needs it (to render or compose something). */
  renderContext: RenderContextOnDemand;
  /** Puts a site URL under the base path. */
  withBase: WithBase;
  model: SiteModel;
  /** Every page of the site in its order: Markdown and API pages, then full-page templates. */
  pages: RenderedRoute[];
  /** The search index, its files written (the page texts as pages came, the others once every page was in). */
  search: Pick<SearchIndexFiles, 'manifestUrl'>;
  /** The pages with a Markdown export, in the site's order (for llms.txt). */
  exported: RenderedRoute[];
  /** What the later steps read of each page's HTML and styles, by route (every page but the 404 page). */
  facts: SiteFacts;
  /** The routes of its pages, every one of `pages` (siteRoutes.ts). */
  routes: SiteRoutes;
  /** How many Markdown and API pages this thread and the render workers rendered. */
  renderedIn: RenderedIn;
  /**
   * The build cache, the keys of the pages it holds, and (when the build writes) the record of the files written; null
   * under `--no-cache` or for unkeyable sites.
   */
  cache: { store: CacheStore; pages: RenderCache; written: WrittenFiles | null } | null;
}

/** What a job renders: a Markdown page or an API page. */
type JobSource = SourcePage | ApiPage;

/** The local files pages reference (images, downloads), each written once under its hashed URL. */
function writePageAssets(output: StagingFolder, pages: readonly RenderedRoute[]): void {
  const written = new Set<string>();
  for (const asset of pages.flatMap((page) => page.assets ?? [])) {
    if (written.has(asset.url)) continue;
    written.add(asset.url);
    output.write(asset.url.slice(1), fs.readFileSync(asset.absPath));
  }
}

/**
 * Writes one of the search index's files but the page texts, at once: they come one at a time, and a large site's
 * would otherwise all wait in the write queue together. Those named by their content (all but the manifest) are
 * linked from the previous build when it has them, their content never made or read.
 */
const writeSearchFile =
  (output: StagingFolder): EmitFile =>
  (url, bytes, content) => {
    if (url === SEARCH_MANIFEST_URL) output.writeNow(url.slice(1), content());
    else output.writeNamedByContentOfSize(url.slice(1), bytes, content, { now: true });
  };

/**
 * A page as the search index takes it, its sections read from its job only if the index must look at them (a cached
 * page's from its cached render). A class, not an object literal with a getter: V8 gives each such literal a hidden
 * class of its own, a few hundred bytes a page left for the next full collection.
 */
class PageToIndex implements SearchDoc {
  readonly route: string;
  readonly title: string;
  readonly productId: string | null;
  readonly #job: Pick<RenderedJob, 'sections'>;

  constructor(page: RenderedRoute, job: Pick<RenderedJob, 'sections'>) {
    this.route = page.route;
    this.title = page.title;
    this.productId = page.productId;
    this.#job = job;
  }

  get sections(): Section[] {
    return this.#job.sections;
  }
}

/** A page to index and export: the page as the build holds it, and the job whose sections it reads when asked for. */
interface PageInOrder {
  page: RenderedRoute;
  job: Pick<RenderedJob, 'sections'>;
  source: JobSource | null;
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

export async function render({ site, demos, output, outDir, base, renderWorkers, onProgress }: RenderInput): Promise<RenderedSite> {
  const { model, templates, apiPages, routes } = site;
  const inputs = { model, prepared: demos.prepared, templates, apiPages, routes, base, mdxIslands: demos.mdxIslands, siteCode: site.codeModules };
  const extensions = markdownExtensionsOf(site.plugins);
  const renderContext = renderContextOnDemand(inputs, extensions, site.siteTheme);
  // Imports between the bundle's chunks are relative, so they resolve under any base path as they are.
  for (const [url, content] of demos.runtime.files) output?.writeNamedByContent(url.slice(1), content);

  const templatePages: RenderedRoute[] = [];
  if (templates.length > 0) {
    const { renderTemplatePage } = await import('../../render/renderTemplatePage.tsx');
    const context = await renderContext();
    for (const template of templates) templatePages.push(renderTemplatePage(template, demos.templates.get(template.demo.absFile)!, context));
  }
  // Build cache: pages found render no more; fresh renders are stored as they arrive, then old entries evicted.
  const store = openBuildCache(model.root);
  // Inline code (Markdown extensions, a theme given in the config) cannot be keyed: its pages are never cached. The
  // site's code modules are keyed by their files, options and packages (siteCodeKey.ts).
  const cache = store && site.codeModules ? createRenderCache(store, inputs) : null;
  const written = cache && output ? openWrittenFiles(store!, outDir) : null;
  const known = cache?.lookupAll(model.pages, apiPages) ?? new Map<number, RenderedJob>();
  // Each page's text file is written (or linked from the previous build) as the page is indexed.
  const emitText: EmitText = (url, bytes, content) => output?.writeNamedByContentOfSize(url.slice(1), bytes, content);
  const searchIndex = createSiteSearchIndex(store, model.root, emitText);
  const exportMarkdown = markdownExporter(demos.prepared);
  // The page or API page of a job, by its index among the jobs (renderJobs.ts lists the pages, then the API pages).
  const sourceOf = (index: number): JobSource => (index < model.pages.length ? model.pages[index] : apiPages[index - model.pages.length]);
  const exported: RenderedRoute[] = [];
  const facts = new SiteFacts();
  const exportPage = (page: RenderedRoute, source: JobSource | null) => {
    const outputPath = `${page.route.slice(1)}index.md`;
    const renderKey = cache?.keyOf(page.route);
    const key = renderKey && digest('markdown-export', renderKey);
    const previous = key ? written?.reusable(outputPath, key) : null;
    if (previous) {
      output!.link(outputPath, previous.file);
    } else {
      const markdown = exportMarkdown(page, source);
      if (markdown === null) return;
      output?.write(outputPath, markdown);
    }
    if (key) written?.wrote(outputPath, key);
    exported.push(page);
  };
  // What a page's search entry or export threw, as content errors of the page: reported with the render's.
  const failures: ContentError[] = [];
  // Indexed and exported while others still render, in the site's order, so every build writes the same files.
  const indexAndExport = ({ page, job, source }: PageInOrder) => {
    const where = pageLocation(source, page.route);
    runPageStep(failures, where, 'the page could not be added to the search index', () => searchIndex.add(new PageToIndex(page, job), cache?.keyOf(page.route)));
    runPageStep(failures, where, 'the Markdown export of the page failed', () => exportPage(page, source));
  };
  const indexInOrder = inSiteOrder(indexAndExport);
  const spillRoute = createRouteSpill();
  const spillFacts = createFactsSpill();
  const shareFacts = factsSharer();
  const onRendered = (job: RenderedJob, index: number, fromCache: boolean) => {
    // A page known from the cache has its facts read from its summary, whose values the summaries share already.
    if (!fromCache) shareFacts(job.facts);
    // A page stored in the cache is held as its summary and cached render give it back: its HTML, links and ids read when asked for.
    const held = cache && !fromCache ? cache.store(sourceOf(index), job) : job;
    // A page the cache does not read back on demand is set aside on disk, and its facts with it.
    const setAside = holdsHtml(held.page);
    const page = setAside ? spillRoute(held.page) : held.page;
    facts.add(page, setAside ? spillFacts(held.facts) : held.facts);
    // The sections stay unread here: a cached page's are read from its render only if the index must look at them.
    indexInOrder({ page, job, source: sourceOf(index) }, index);
    return page;
  };
  const { pages, renderedIn } = await renderAllJobs(inputs, { started: renderWorkers, onRendered, onProgress, extensions, siteTheme: site.siteTheme, known, renderContext }).catch((error: unknown) => {
    // The render's content errors and those of the pages that rendered, reported together.
    const rendered = contentErrorsIn(error);
    throw rendered ? new ContentErrors([...rendered, ...failures]) : error;
  });
  for (const page of templatePages) {
    facts.add(page, pageFacts(page));
    indexAndExport({ page, job: { sections: extractSections(page.mainHtml, { title: page.title, description: page.description }) }, source: null });
  }
  if (failures.length) throw new ContentErrors(failures);
  // Written as they are made, as the page texts were: a large site's index files are never all held at once.
  searchIndex.finish(output ? writeSearchFile(output) : () => {});
  // Entries were added: the oldest go when the cache outgrows its bound.
  if (cache?.saveSummaries() || searchIndex.stored) store!.evict();
  if (output) writePageAssets(output, pages);
  return {
    renderContext,
    withBase: basePrefixer(base),
    model,
    pages: [...pages, ...templatePages],
    renderedIn,
    search: { manifestUrl: SEARCH_MANIFEST_URL },
    exported,
    facts,
    routes,
    cache: store && cache ? { store, pages: cache, written } : null,
  };
}
