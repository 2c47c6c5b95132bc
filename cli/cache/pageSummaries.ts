/**
 * The render cache's summary of a site's last build: for each page, its render key and everything the steps after
 * rendering read of it (its record but the HTML and styles, its facts), in one entry. A page whose key
 * is unchanged is taken from here: its HTML and styles, and its search sections, are read from its cached render only
 * when asked for (to compose the page again, or to index it when the search index lost its part), one page at a
 * time, so a build that reuses the page never reads them, and the renders of a large site are not all in memory at
 * once. The sections are most of a page's summary: left out, the entry every build reads is a fraction of the size.
 * What grows with a page's content in the rest (its links and element ids, for the link check) is stored apart, a part
 * of the entry per page read when asked for (entryInParts.ts), so the summaries in memory stay a few hundred bytes a page.
 */
import { deserialize, serialize } from 'node:v8';
import { factsSharer, type PageFacts } from '../build/pageFacts.ts';
import type { RenderedJob } from '../build/renderJob.ts';
import type { PageLink } from '../markdown/index.ts';
import { SpillFile, type SpillPlace } from '../spillFile.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import type { Section } from '../search/extractSections.ts';
import { CacheEntryLost, type CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { deserializedOrNull, readValue } from './storedValues.ts';

/** What a page's cached render holds: its record, its search sections, and the bytes of the files it publishes. */
export interface RenderEntry {
  job: { page: RenderedRoute; sections: Section[] };
  files: [absPath: string, bytesDigest: string][];
}

/** What of a page grows with its content, kept apart from its summary: its links, element ids and internal hrefs. */
type LinkFacts = [links: PageLink[], contentIds: string, hrefs: string[]];

/** A page of the last build without its HTML, styles and search sections, nor its links and element ids. */
export interface PageSummary {
  key: string;
  files: RenderEntry['files'];
  page: Omit<RenderedRoute, 'mainHtml' | 'styles' | 'links'>;
  facts: Omit<PageFacts, 'contentIds' | 'hrefs'>;
  /**
   * Its links and element ids (serialized): a part of the summaries' entry for a page the last build summarized, set
   * aside on disk for one rendered now, read when asked for (to check links) and when the summaries are saved.
   */
  linkFacts(): Uint8Array;
}

/** Summaries by route. */
export type PageSummaries = Map<string, PageSummary>;

/** A summary as the summaries' entry holds it: its link facts are the entry's part at the same place as the summary. */
type StoredSummary = Omit<PageSummary, 'linkFacts'>;

/** Where summaries' link facts are read from: the summaries' entry (a part by its index) or a spill file (a place in it). */
interface LinkFactsSource {
  read(at: number, bytes: number, route: string): Uint8Array;
}

/**
 * A page's summary: its fields, and where its link facts are. An instance of a class whose method reads them, not an
 * object with a closure of its own: a large site's summaries are held through the build, and a closure, its context
 * and the hidden class of an object given one more property cost more than the summary itself.
 */
class StoredPageSummary implements PageSummary {
  readonly key: string;
  readonly files: PageSummary['files'];
  readonly page: PageSummary['page'];
  readonly facts: PageSummary['facts'];
  readonly #source: LinkFactsSource;
  readonly #at: number;
  readonly #bytes: number;

  constructor({ key, files, page, facts }: StoredSummary, source: LinkFactsSource, { at, bytes }: SpillPlace) {
    this.key = key;
    this.files = files;
    this.page = page;
    this.facts = facts;
    this.#source = source;
    this.#at = at;
    this.#bytes = bytes;
  }

  linkFacts(): Uint8Array {
    return this.#source.read(this.#at, this.#bytes, this.page.route);
  }
}

export function summariesKey(siteRoot: string): string {
  return digest('page-summaries', siteRoot);
}

/**
 * The summaries the last build saved, their link facts read from the entry when asked for; none when there are none or
 * they are not readable (another version of Node wrote them).
 */
export function readSummaries(store: CacheStore, key: string): PageSummaries {
  const opened = store.openInParts(key);
  if (!opened) return new Map();
  const stored = deserializedOrNull<Map<string, StoredSummary>>(opened.head);
  const { parts } = opened;
  if (!(stored instanceof Map) || stored.size !== parts.partCount) return new Map();
  // A summary's link facts are the entry's part at the same place as the summary.
  const source: LinkFactsSource = {
    read(at, _bytes, route) {
      const bytes = parts.part(at);
      if (bytes) return bytes;
      // The next build must not find the summaries again, or it would stop here again.
      store.remove(key);
      throw new CacheEntryLost(`the links of ${route}`);
    },
  };
  const shareFacts = factsSharer();
  const summaries: PageSummaries = new Map();
  let part = 0;
  for (const [route, summary] of stored) {
    shareFacts(summary.facts);
    summaries.set(route, new StoredPageSummary(summary, source, { at: part++, bytes: 0 }));
  }
  return summaries;
}

export function writeSummaries(store: CacheStore, key: string, summaries: PageSummaries): void {
  const parts = function* () {
    for (const summary of summaries.values()) yield summary.linkFacts();
  };
  store.writeInParts(key, parts(), () => serialize(new Map([...summaries].map(([route, { linkFacts: _, ...stored }]) => [route, stored]))));
}

/**
 * Summarizes pages rendered (or read whole from the cache) in this build: gives a page's summary, its links and element
 * ids set aside on disk, all in one file.
 */
export function createSummarizer(): (key: string, files: RenderEntry['files'], page: RenderedRoute, facts: PageFacts) => PageSummary {
  let spill: { file: SpillFile; source: LinkFactsSource } | null = null;
  return (key, files, { mainHtml: _html, styles: _styles, links, ...page }, { contentIds, hrefs, ...facts }) => {
    if (!spill) {
      const file = new SpillFile();
      spill = { file, source: { read: (at, bytes) => file.readBytes(at, bytes) } };
    }
    return new StoredPageSummary({ key, files, page, facts }, spill.source, spill.file.writeBytes(serialize([links, contentIds, hrefs] satisfies LinkFacts)));
  };
}

/** The link facts read last: the link check asks for a page's ids, hrefs and links one after the other. */
let lastLinkFacts: { summary: PageSummary; value: LinkFacts } | null = null;

function linkFactsOf(summary: PageSummary): LinkFacts {
  if (lastLinkFacts?.summary !== summary) lastLinkFacts = { summary, value: deserialize(summary.linkFacts()) as LinkFacts };
  return lastLinkFacts.value;
}

/** Where a summarized page's getters read from: its summary, and the store and entry its render and summary are in. */
interface SummarySource {
  summary: PageSummary;
  store: CacheStore;
  summaries: string;
}

/**
 * A summarized page's record and facts hold their source under this key (not enumerable: a copy gets the values). Their
 * getters are shared functions reading it, not closures per page, so thousands of records share one hidden class.
 */
const SOURCE = Symbol('summary source');
type WithSource = { readonly [SOURCE]: SummarySource };

const SUMMARY_GETTERS = {
  links(this: WithSource): RenderedRoute['links'] {
    return linkFactsOf(this[SOURCE].summary)[0];
  },
  contentIds(this: WithSource): string {
    return linkFactsOf(this[SOURCE].summary)[1];
  },
  hrefs(this: WithSource): string[] {
    return linkFactsOf(this[SOURCE].summary)[2];
  },
  mainHtml(this: WithSource): string {
    return readRender(this[SOURCE]).page.mainHtml;
  },
  styles(this: WithSource): RenderedRoute['styles'] {
    return readRender(this[SOURCE]).page.styles;
  },
};

/**
 * A copy of `values` to give getters to. Made by assignment, not by spreading: V8 gives a spread's copy a hidden class
 * outside the usual tree, and each copy that is then given a getter a hidden class and descriptor array of its own
 * (about 0.5 KB a page), where copies made by assignment share one.
 */
function copyOf<T extends object>(...values: object[]): T {
  return Object.assign({}, ...values) as T;
}

/** Gives `target` its source and the named getters (enumerable, as the values they stand for would be). */
function withGetters<T extends object>(target: T, source: SummarySource, names: (keyof typeof SUMMARY_GETTERS)[]): T {
  if (!(SOURCE in target)) Object.defineProperty(target, SOURCE, { value: source });
  for (const name of names) Object.defineProperty(target, name, { enumerable: true, configurable: true, get: SUMMARY_GETTERS[name] });
  return target;
}

/** The facts of a summarized page, its element ids and internal hrefs read when asked for. */
function factsOf(source: SummarySource): PageFacts {
  return withGetters(copyOf<PageFacts>(source.summary.facts), source, ['contentIds', 'hrefs']);
}

/** The render read last, kept while the steps that read a page's HTML and styles (one after the other) ask for it. */
let lastRead: { key: string; job: RenderEntry['job'] } | null = null;

function readRender({ store, summary, summaries }: SummarySource): RenderEntry['job'] {
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
 * The page of `summary` as a rendered page with its facts, whose HTML and styles, search sections, links and element
 * ids are read when asked for: its HTML, styles and sections from its cached render, the others from its summary.
 */
export function summarizedJob(store: CacheStore, summary: PageSummary, summaries: string): { page: RenderedRoute; facts: PageFacts; readonly sections: Section[] } {
  const source: SummarySource = { summary, store, summaries };
  return {
    page: withGetters(copyOf<RenderedRoute>(summary.page), source, ['links', 'mainHtml', 'styles']),
    facts: factsOf(source),
    get sections() {
      return readRender(source).sections;
    },
  };
}

/**
 * The page of `summary`, rendered in this build, as the build holds it: its styles as rendered, its links and element
 * ids read from its summary when asked for, its HTML as rendered or (with `htmlOnDemand`) read from its cached render,
 * so a large site's pages are not all held between their render and their document.
 */
export function storedJob(
  store: CacheStore,
  summary: PageSummary,
  summaries: string,
  { page, sections }: Pick<RenderedJob, 'page' | 'sections'>,
  htmlOnDemand: boolean,
): RenderedJob {
  const source: SummarySource = { summary, store, summaries };
  const route = withGetters(copyOf<RenderedRoute>(summary.page, { styles: page.styles }), source, ['links']);
  if (htmlOnDemand) withGetters(route, source, ['mainHtml']);
  else route.mainHtml = page.mainHtml;
  return { page: route, facts: factsOf(source), sections };
}
