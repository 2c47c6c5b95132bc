/**
 * The render step's cache: a Markdown page's render (its HTML, styles, links, headings, warnings and search sections),
 * stored under a key made of everything the render reads. That is the page itself (route, file, front matter, body),
 * the demos it shows as prepared this build, and what every page reads of the site: the config, the navigation trees
 * (prev/next), every page's route, file and front matter (links to `.md` files, layouts listing pages under a
 * route), the full-page templates (the gallery layout), the base path, the installed packages and docsgen itself.
 * An API page's key holds its record (serialized) and the pages that demo its component in place of a page's file.
 * The local files a page publishes are checked by their bytes on every hit. Pages that cannot be keyed so are always
 * rendered: MDX pages (their imports are code the key does not see), pages with broken links (so the problem is
 * reported afresh), and every page of a site with inline code (Markdown extensions or a theme given as functions in its
 * config, which no key can see; the caller makes no cache for it). A site's plugin and theme modules are keyed by their
 * files, options and packages (siteCodeKey.ts).
 * A page whose key the last build's summaries hold is taken from them, its render unread (pageSummaries.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { serialize } from 'node:v8';
import type { SourcePage } from '../model.ts';
import { apiDemoLinks, siteDemoPages } from '../api/apiPageExtras.ts';
import type { ApiPage } from '../api/apiPages.ts';
import { pageFacts } from '../build/pageFacts.ts';
import type { RenderedJob } from '../build/renderJob.ts';
import type { PreparedDemo } from '../demos/prepareDemo.tsx';
import { bodyFactsOf } from '../load/bodyFacts.ts';
import { demoReferences } from '../markdown/demoReferences.ts';
import type { RenderInputs } from '../render/renderContext.tsx';
import { projectRootOf } from '../site/siteProject.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest, digestOfData } from './digest.ts';
import { docsgenFingerprint, docsgenRoot } from './docsgenFingerprint.ts';
import { installedPackagesFingerprint } from './installedPackagesFingerprint.ts';
import { readValue } from './storedValues.ts';
import {
  createSummarizer,
  readSummaries,
  shareTextsWith,
  storedJob,
  summariesKey,
  summarizedJob,
  writeSummaries,
  type PageSummaries,
  type PageSummary,
  type RenderEntry,
  type RendersPlace,
} from './pageSummaries.ts';

export interface RenderCacheUse {
  hits: number;
  misses: number;
}

export interface RenderCache {
  /**
   * The stored render of each page found, by the page's index: Markdown pages first, then API pages. Asked once a
   * build: the last build's summaries of the pages not found are let go of then.
   */
  lookupAll(pages: readonly SourcePage[], apiPages?: readonly ApiPage[]): Map<number, RenderedJob>;
  /**
   * Stores a page's fresh render and its facts, unless it is one never cached, and gives the render as the build is to
   * hold it. While what this build stored stays well within the cache's bound (so eviction at the end of the render
   * cannot take it before the page is composed), a stored page is held as its summary: its record, links, element ids
   * and styles read from it when asked for, its HTML from the cache. Beyond that, the render itself is given back.
   */
  store(page: SourcePage | ApiPage, job: RenderedJob): RenderedJob;
  /** What the render of the page at `route` was made from (its key and its files' bytes), when found or stored in this build. */
  keyOf(route: string): string | undefined;
  /** Saves the summaries of the pages found and stored, when they are not those the build found; true when it wrote them. */
  saveSummaries(): boolean;
  /** What every page's render reads of the site and the environment, as one digest. */
  readonly siteKey: string;
  readonly use: RenderCacheUse;
}

/**
 * What a build of the site at `siteRoot` runs with: docsgen's code and the installed packages. Not the folder it is
 * run from: messages name files relative to the site, and bundles are made from the site's folder.
 */
export function buildEnvironment(siteRoot: string): string {
  return digest(docsgenFingerprint(), installedPackagesFingerprint(docsgenRoot(), projectRootOf(siteRoot)));
}

/** What every page's render reads of the site, as one digest. */
function siteDigest({ model, templates, routes, base, siteCode }: RenderInputs, environment: string): string {
  const pages = model.pages.map(({ route, file, absFile, bodyLine, frontMatter }) => ({ route, file, absFile, bodyLine, frontMatter }));
  const site = { root: model.root, contentDir: model.contentDir, pagesDir: model.pagesDir, configFile: model.configFile, config: model.config, products: model.products, pageDialect: model.pageDialect };
  // The routes the site has, generated ones included: the footer links only to those it has.
  return digest('render-page', environment, siteCode?.key ?? 'no site code', digestOfData({ site, pages, templates, routes: [...routes].sort(), base }));
}

/**
 * When the renders a build is to store fit in this share of the cache's bound (judged by those stored so far), their
 * HTML is read back on demand: eviction keeps the most recently written entries down to a larger share, so none of
 * this build's is gone when its page is composed.
 */
const STORED_SHARE_READ_ON_DEMAND = 0.5;

function fileDigest(absPath: string): string | null {
  try {
    return digest(fs.readFileSync(absPath));
  } catch {
    return null;
  }
}

/** A render's key with the bytes of the files it published: two renders with the same identity are the same. */
function renderIdentity(key: string, files: RenderEntry['files']): string {
  return files.length ? digest(key, ...files.flat()) : key;
}

function isApiPage(page: SourcePage | ApiPage): page is ApiPage {
  return 'component' in page;
}

/**
 * Whether a render may be stored: not one with broken links (reported afresh by each build), nor an MDX page with
 * islands, whose HTML names chunks of this build's browser bundle, which its key does not see. An MDX page's imports
 * are checked on a hit as its other files are (its `sourceFiles`).
 */
function cacheable(page: SourcePage | ApiPage, job: RenderedJob): boolean {
  if (job.page.brokenLinks?.length) return false;
  return isApiPage(page) || !page.absFile.endsWith('.mdx') || !job.page.mainHtml.includes('data-island-src=');
}

/** A render cache over `store` for this build's inputs, which hold no inline code. */
export function createRenderCache(store: CacheStore, inputs: RenderInputs, environment = buildEnvironment(inputs.model.root)): RenderCache {
  const site = siteDigest(inputs, environment);
  const demoDigests = new Map<string, string>();
  const demoDigest = (absPath: string) => {
    let known = demoDigests.get(absPath);
    if (known === undefined) {
      const demo: PreparedDemo | undefined = inputs.prepared.get(absPath);
      known = demo ? digestOfData(demo) : 'missing';
      demoDigests.set(absPath, known);
    }
    return known;
  };
  let apiDigest: string | undefined;
  const embeddedApiDigest = () => (apiDigest ??= digestOfData((inputs.apiPages ?? []).map((page) => [page.route, page.component])));
  const apiKeyOf = (page: ApiPage) =>
    digest(site, 'api-page', page.route, page.title, digestOfData(page), digestOfData(apiDemoLinks(page.component, siteDemoPages(inputs.model))));
  const keyOf = (page: SourcePage | ApiPage) => {
    if (isApiPage(page)) return apiKeyOf(page);
    const demos = [...demoReferences(page)].map(({ name }) => demoDigest(path.join(path.dirname(page.absFile), name)));
    const facts = bodyFactsOf(page);
    // An embedded props table shows the API data: a page that may embed one is keyed by it.
    const api = facts.mayEmbedApi ? [embeddedApiDigest()] : [];
    // The body by its digest: a page whose body is set aside is not read back to be keyed.
    return digest(site, page.route, page.file, page.absFile, String(page.bodyLine), JSON.stringify(page.frontMatter), facts.digest, ...demos, ...api);
  };
  const use: RenderCacheUse = { hits: 0, misses: 0 };
  let storedBytes = 0;
  let storedPages = 0;
  let pagesToRender = 0;
  const fitsInCache = () => (storedBytes / storedPages) * Math.max(pagesToRender, storedPages) <= store.maxBytes * STORED_SHARE_READ_ON_DEMAND;
  const lastSummariesKey = summariesKey(inputs.model.root);
  const lastSummaries = readSummaries(store, lastSummariesKey);
  const renders: RendersPlace = { store, summaries: lastSummariesKey };
  const lastSummaryCount = lastSummaries.size;
  const summaries: PageSummaries = new Map();
  let summariesChanged = false;
  const summaryOf = createSummarizer();
  /** Summarizes a page read whole from the cache or rendered now (not one whose HTML or links are read on demand). */
  const summarize = (key: string, files: RenderEntry['files'], { page, facts }: RenderedJob): PageSummary => {
    const summary = summaryOf(key, files, page, facts);
    summaries.set(page.route, summary);
    summariesChanged = true;
    return summary;
  };

  const lookup = (page: SourcePage | ApiPage): RenderedJob | undefined => {
    const key = keyOf(page);
    const summary = lastSummaries.get(page.route);
    // The render stays unread; touched, it is as recently used as a read would make it, and eviction keeps it.
    if (summary?.key === key && summary.files.every(([absPath, bytes]) => fileDigest(absPath) === bytes) && store.touch(key)) {
      if (!isApiPage(page)) shareTextsWith(summary, page);
      summaries.set(page.route, summary);
      return summarizedJob(summary, renders);
    }
    // Missing, or whole and verified yet unreadable (written by a docsgen whose fingerprint collided): rendering replaces it.
    const entry = readValue<RenderEntry>(store, key);
    if (!entry) return undefined;
    if (!entry.files.every(([absPath, bytes]) => fileDigest(absPath) === bytes)) return undefined;
    // Held as read, with its facts taken again: the render step sets it aside as it does a page rendered now.
    const job = { ...entry.job, facts: pageFacts(entry.job.page) };
    summarize(key, entry.files, job);
    return job;
  };

  return {
    use,
    siteKey: site,
    keyOf(route) {
      // Worked out from the page's summary when asked for, not kept: a large site's keys took a megabyte.
      const summary = summaries.get(route);
      return summary && renderIdentity(summary.key, summary.files);
    },
    saveSummaries() {
      if (!summariesChanged && summaries.size === lastSummaryCount) return false;
      writeSummaries(store, lastSummariesKey, summaries);
      return true;
    },
    lookupAll(pages, apiPages = []) {
      const found = new Map<number, RenderedJob>();
      [...pages, ...apiPages].forEach((page, index) => {
        const job = lookup(page);
        if (job) found.set(index, job);
      });
      // Those of pages this build has not, or whose key changed, are not needed again.
      lastSummaries.clear();
      use.hits += found.size;
      use.misses += pages.length + apiPages.length - found.size;
      pagesToRender += pages.length + apiPages.length - found.size;
      return found;
    },
    store(page, job) {
      if (!cacheable(page, job)) return job;
      const files: RenderEntry['files'] = [];
      // The files a page shows (snippets, included Markdown) are checked on a hit as the files it publishes are.
      for (const absPath of [...(job.page.assets ?? []).map((asset) => asset.absPath), ...(job.page.sourceFiles ?? [])]) {
        const bytes = fileDigest(absPath);
        // A file gone since the render is a broken link the next build must report: nothing is stored.
        if (bytes === null) return job;
        files.push([absPath, bytes]);
      }
      const key = keyOf(page);
      // The facts are kept in the summaries alone: a render read back whole has its facts taken again.
      const payload = serialize({ job: { page: job.page, sections: job.sections }, files } satisfies RenderEntry);
      store.write(key, payload);
      storedBytes += payload.length;
      storedPages += 1;
      const summary = summarize(key, files, job);
      // Unless its render stays in the cache until its document is composed, the render step sets the page aside as it came.
      return fitsInCache() ? storedJob(summary, renders, job) : job;
    },
  };
}
