/**
 * The render cache's summary of a site's last build: for each page, its render key and everything the steps after
 * rendering read of it (its record but the HTML and styles, its search sections, its facts), in one entry read in one
 * go. A page whose key is unchanged is taken from here: its HTML and styles are read from its cached render only
 * when something must compose it again, one page at a time, so a build that reuses the page never reads them, and
 * the renders of a large site are not all in memory at once.
 */
import type { PageFacts } from '../build/pageFacts.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import type { Section } from '../search/extractSections.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { readValue, writeValue } from './storedValues.ts';

/** What a page's cached render holds: its record, its search sections, and the bytes of the files it publishes. */
export interface RenderEntry {
  job: { page: RenderedRoute; sections: Section[] };
  files: [absPath: string, bytesDigest: string][];
}

/** A page of the last build without its HTML and styles. */
export interface PageSummary {
  key: string;
  files: RenderEntry['files'];
  page: Omit<RenderedRoute, 'mainHtml' | 'styles'>;
  sections: Section[];
  facts: PageFacts;
}

/** Summaries by route. */
export type PageSummaries = Map<string, PageSummary>;

/** A cached render that was there when the build began is gone or corrupt now: the build starts again without summaries. */
export class CacheEntryLost extends Error {
  constructor(route: string) {
    super(`the build cache lost the render of ${route} during the build`);
  }
}

export function summariesKey(siteRoot: string): string {
  return digest('page-summaries', siteRoot);
}

export function readSummaries(store: CacheStore, key: string): PageSummaries {
  return readValue<PageSummaries>(store, key) ?? new Map();
}

export function writeSummaries(store: CacheStore, key: string, summaries: PageSummaries): void {
  writeValue(store, key, summaries);
}

/** The render read last, kept while the steps that read a page's HTML and styles (one after the other) ask for it. */
let lastRead: { key: string; page: RenderedRoute } | null = null;

function readRender(store: CacheStore, summary: PageSummary, summaries: string): RenderedRoute {
  if (lastRead?.key === summary.key) return lastRead.page;
  const page = readValue<RenderEntry>(store, summary.key)?.job.page;
  if (!page) {
    // The next build must not find the summary again, or it would stop here again.
    store.remove(summaries);
    throw new CacheEntryLost(summary.page.route);
  }
  lastRead = { key: summary.key, page };
  return page;
}

/** The page of `summary` as a rendered route whose HTML and styles are read from the cache when asked for. */
export function summarizedRoute(store: CacheStore, summary: PageSummary, summaries: string): RenderedRoute {
  const route = { ...summary.page } as RenderedRoute;
  readHtmlOnDemand(route, store, summary, summaries);
  Object.defineProperty(route, 'styles', { enumerable: true, get: () => readRender(store, summary, summaries).styles });
  return route;
}

/**
 * Lets go of the HTML of `route`, whose render `summary` stored: from now on it is read from the cache when asked for,
 * so a large site's pages are not all held between their render and their document.
 */
export function readHtmlOnDemand(route: RenderedRoute, store: CacheStore, summary: PageSummary, summaries: string): void {
  Object.defineProperty(route, 'mainHtml', { enumerable: true, configurable: true, get: () => readRender(store, summary, summaries).mainHtml });
}
