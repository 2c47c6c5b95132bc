/**
 * The render cache's summary of a site's last build: for each page, its render key and everything the steps after
 * rendering read of it (its record but the HTML and styles, its facts), in one entry read in one go. A page whose key
 * is unchanged is taken from here: its HTML and styles, and its search sections, are read from its cached render only
 * when asked for (to compose the page again, or to index it when the search index lost its part), one page at a
 * time, so a build that reuses the page never reads them, and the renders of a large site are not all in memory at
 * once. The sections are most of a page's summary: left out, the entry every build reads is a fraction of the size.
 */
import type { PageFacts } from '../build/pageFacts.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import type { Section } from '../search/extractSections.ts';
import { CacheEntryLost, type CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { readValue, writeValue } from './storedValues.ts';

/** What a page's cached render holds: its record, its search sections, and the bytes of the files it publishes. */
export interface RenderEntry {
  job: { page: RenderedRoute; sections: Section[] };
  files: [absPath: string, bytesDigest: string][];
}

/** A page of the last build without its HTML, styles and search sections. */
export interface PageSummary {
  key: string;
  files: RenderEntry['files'];
  page: Omit<RenderedRoute, 'mainHtml' | 'styles'>;
  facts: PageFacts;
}

/** Summaries by route. */
export type PageSummaries = Map<string, PageSummary>;

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
let lastRead: { key: string; job: RenderEntry['job'] } | null = null;

function readRender(store: CacheStore, summary: PageSummary, summaries: string): RenderEntry['job'] {
  if (lastRead?.key === summary.key) return lastRead.job;
  const job = readValue<RenderEntry>(store, summary.key)?.job;
  if (!job) {
    // The next build must not find the summary again, or it would stop here again.
    store.remove(summaries);
    throw new CacheEntryLost(`the render of ${summary.page.route}`);
  }
  lastRead = { key: summary.key, job };
  return job;
}

/**
 * The page of `summary` as a rendered page with its facts, whose HTML and styles, and search sections, are read from
 * the cache when asked for.
 */
export function summarizedJob(store: CacheStore, summary: PageSummary, summaries: string): { page: RenderedRoute; facts: PageFacts; readonly sections: Section[] } {
  const route = { ...summary.page } as RenderedRoute;
  readHtmlOnDemand(route, store, summary, summaries);
  Object.defineProperty(route, 'styles', { enumerable: true, get: () => readRender(store, summary, summaries).page.styles });
  return {
    page: route,
    facts: summary.facts,
    get sections() {
      return readRender(store, summary, summaries).sections;
    },
  };
}

/**
 * Lets go of the HTML of `route`, whose render `summary` stored: from now on it is read from the cache when asked for,
 * so a large site's pages are not all held between their render and their document.
 */
export function readHtmlOnDemand(route: RenderedRoute, store: CacheStore, summary: PageSummary, summaries: string): void {
  Object.defineProperty(route, 'mainHtml', { enumerable: true, configurable: true, get: () => readRender(store, summary, summaries).page.mainHtml });
}
