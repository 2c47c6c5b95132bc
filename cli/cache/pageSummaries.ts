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
import { FACT_FIELDS, factsSharer, type PageFacts } from '../build/pageFacts.ts';
import { readThroughGetters } from '../build/recordGetters.ts';
import type { RenderedJob } from '../build/renderJob.ts';
import type { PageLink } from '../markdown/index.ts';
import type { SourcePage } from '../model.ts';
import { SpillFile, type SpillPlace } from '../spillFile.ts';
import { detachedText } from '../build/detachedCopy.ts';
import { RECORD_FIELDS, type RenderedRoute } from '../render/renderedRoute.ts';
import type { StyleMap } from '../render/emotionRender.ts';
import type { Section } from '../search/extractSections.ts';
import { CacheEntryLost, type CacheStore } from './cacheStore.ts';
import { digest, packedDigest, unpackedDigest } from './digest.ts';
import { deserializedOrNull, readValue, serializedInBatches } from './storedValues.ts';

/** What a page's cached render holds: its record, its search sections, and the bytes of the files it publishes. */
export interface RenderEntry {
  job: { page: RenderedRoute; sections: Section[] };
  files: [absPath: string, bytesDigest: string][];
}

/** What of a page grows with its content, kept apart from its summary: its links, element ids and internal hrefs. */
type LinkFacts = [links: PageLink[], contentIds: string, hrefs: string[]];

/** A page's record without its HTML, styles and links. */
type PageRecord = Omit<RenderedRoute, 'mainHtml' | 'styles' | 'links'>;

/** The fields of a page's record but its route (RECORD_FIELDS), its styles left out. */
const SUMMARY_RECORD_FIELDS = RECORD_FIELDS.filter((field): field is Exclude<(typeof RECORD_FIELDS)[number], 'styles'> => field !== 'styles');

/** A page of the last build without its HTML, styles and search sections, nor its links and element ids. */
export interface PageSummary {
  key: string;
  files: RenderEntry['files'];
  page: PageRecord;
  facts: Omit<PageFacts, 'contentIds' | 'hrefs'>;
  /**
   * Its links and element ids (serialized): a part of the summaries' entry for a page the last build summarized, set
   * aside on disk for one rendered now, read when asked for (to check links) and when the summaries are saved.
   */
  linkFacts(): Uint8Array;
  /**
   * Its styles when this build rendered it (set aside with its summary); null for a page of the last build's summaries,
   * whose styles are its cached render's.
   */
  renderedStyles(): StyleMap | null;
}

/** Summaries by route. */
export type PageSummaries = Map<string, PageSummary>;

/** A summary as the summaries' entry holds it: its link facts are the entry's part at the same place as the summary. */
type StoredSummary = Omit<PageSummary, 'linkFacts' | 'renderedStyles'>;

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
  /** Its render key, packed (digest.ts). */
  readonly #key: string;
  readonly files: PageSummary['files'];
  readonly page: PageSummary['page'];
  readonly facts: PageSummary['facts'];
  readonly #source: LinkFactsSource;
  readonly #at: number;
  readonly #bytes: number;

  constructor({ key, files, page, facts }: StoredSummary, source: LinkFactsSource, { at, bytes }: SpillPlace) {
    this.#key = packedDigest(key);
    this.files = files;
    this.page = page;
    this.facts = facts;
    this.#source = source;
    this.#at = at;
    this.#bytes = bytes;
  }

  get key(): string {
    return unpackedDigest(this.#key);
  }

  linkFacts(): Uint8Array {
    return this.#source.read(this.#at, this.#bytes, this.page.route);
  }

  renderedStyles(): null {
    return null;
  }
}

/**
 * The summary of a page this build rendered (or read whole from the cache), set aside on disk with its link facts and
 * its styles: held from its render until the summaries are saved and its document composed, a large site's summaries
 * would grow with it. Its fields are read back when asked for, once for callers asking in a row.
 */
class SpilledPageSummary implements PageSummary {
  readonly #file: SpillFile;
  readonly #at: number;
  readonly #summaryBytes: number;
  readonly #linkFactsBytes: number;
  readonly #stylesBytes: number;

  constructor(summary: StoredSummary, linkFacts: LinkFacts, styles: StyleMap, file: SpillFile) {
    this.#file = file;
    ({ at: this.#at, bytes: this.#summaryBytes } = file.writeValue(summary));
    this.#linkFactsBytes = file.writeBytes(serialize(linkFacts)).bytes;
    this.#stylesBytes = file.writeValue(styles).bytes;
  }

  #stored(): StoredSummary {
    return this.#file.readSharedValue<StoredSummary>(this.#at, this.#summaryBytes);
  }

  get key(): string {
    return this.#stored().key;
  }

  get files(): PageSummary['files'] {
    return this.#stored().files;
  }

  get page(): PageSummary['page'] {
    return this.#stored().page;
  }

  get facts(): PageSummary['facts'] {
    return this.#stored().facts;
  }

  linkFacts(): Uint8Array {
    return this.#file.readBytes(this.#at + this.#summaryBytes, this.#linkFactsBytes);
  }

  renderedStyles(): StyleMap {
    return this.#file.readValue(this.#at + this.#summaryBytes + this.#linkFactsBytes, this.#stylesBytes);
  }
}

export function summariesKey(siteRoot: string): string {
  return digest('page-summaries', siteRoot);
}

/**
 * How the summaries' entry is laid out: a part per page holding its link facts, in the summaries' order, then the
 * summaries themselves a few hundred to a part; the head counts the pages. Summaries a batch at a time, not in the
 * head: a large site's head would be one buffer of megabytes, made and read whole.
 */
interface SummariesHead {
  pages: number;
}
const SUMMARIES_PER_PART = 256;

/** What a page's document title adds to its title (` - Material UI`; nothing), one object for every page adding it. */
interface TitleAddition {
  readonly added: string;
}

/**
 * A summarized page's record as the build holds it: its fields as stored, but for its document title, held as what it
 * adds to the page's title when it is the title with something added (one object for all the pages of a product).
 * A large site's document titles were a string a page, each its title over again.
 */
class SummaryRecord implements PageRecord {
  route: string;
  file: string;
  language: string;
  title: string;
  description: string | undefined;
  shell: PageRecord['shell'];
  brokenLinks: PageRecord['brokenLinks'];
  assets: PageRecord['assets'];
  sourceFiles: PageRecord['sourceFiles'];
  productId: string | null;
  warnings: string[];
  readonly #documentTitle: string | TitleAddition;

  constructor(fields: Omit<PageRecord, 'documentTitle'>, documentTitle: string | TitleAddition) {
    this.route = fields.route;
    this.file = fields.file;
    this.language = fields.language;
    this.title = fields.title;
    this.description = fields.description;
    this.shell = fields.shell;
    this.brokenLinks = fields.brokenLinks;
    this.assets = fields.assets;
    this.sourceFiles = fields.sourceFiles;
    this.productId = fields.productId;
    this.warnings = fields.warnings;
    this.#documentTitle = documentTitle;
  }

  get documentTitle(): string {
    const title = this.#documentTitle;
    return typeof title === 'string' ? title : title.added === '' ? this.title : this.title + title.added;
  }
}

/** A record as data, to store: its fields one by one (a record held by the build has its document title as a getter). */
function storedRecord(record: PageRecord): PageRecord {
  return Object.fromEntries([['route', record.route], ...SUMMARY_RECORD_FIELDS.map((field) => [field, record[field]])]) as PageRecord;
}

/** The one empty list every stored summary with an empty list shares: frozen, so a push throws rather than reach every page. */
const NONE: readonly never[] = Object.freeze([]);

/**
 * A function that gives a stored summary as the build holds it until its pages are written: its record and facts as
 * objects of one shape each, the values pages share (product, language, shell, empty lists, what their first paint
 * reads, equal facts) one copy for all. Deserialized, each summary had a copy of each and its objects' properties in a
 * table of their own: a kilobyte a page, the largest thing a large site's warm build held.
 */
function summaryCompactor(): (summary: StoredSummary) => StoredSummary {
  const shareFacts = factsSharer();
  const strings = new Map<string, string>();
  const shared = <T extends string | null | undefined>(value: T): T => {
    if (typeof value !== 'string') return value;
    const known = strings.get(value);
    if (known !== undefined) return known as T;
    strings.set(value, value);
    return value;
  };
  const shells = new Map<string | null, { productId: string | null }>();
  const sharedShell = (shell: StoredSummary['page']['shell']) => {
    if (shell === null || Object.keys(shell).length !== 1) return shell;
    let known = shells.get(shell.productId);
    if (!known) shells.set(shell.productId, (known = Object.freeze({ productId: shell.productId }) as { productId: string | null }));
    return known;
  };
  const list = <T,>(values: T[] | undefined): T[] | undefined => (values?.length === 0 ? (NONE as unknown as T[]) : values);
  const additions = new Map<string, TitleAddition>();
  const documentTitleOf = ({ title, documentTitle }: PageRecord): string | TitleAddition => {
    // An empty title would make each page's document title an addition of its own.
    if (title === '' || !documentTitle.startsWith(title)) return documentTitle;
    const added = documentTitle.slice(title.length);
    let known = additions.get(added);
    if (!known) additions.set(added, (known = Object.freeze({ added: detachedText(added) })));
    return known;
  };
  // Facts equal to another page's are that page's (frozen): most pages of a site share their styles and what their first
  // paint reads, and a page's facts object of its own cost as much as a page's strings. Those with islands stay apart.
  const factsByUsage = new Map<PageSummary['facts']['htmlUsage'], Map<string, PageSummary['facts']>>();
  const oneOfEqualFacts = (facts: PageSummary['facts']): PageSummary['facts'] => {
    if (facts.islandsOnLoad.length > 0) return facts;
    let byDigest = factsByUsage.get(facts.htmlUsage);
    if (!byDigest) factsByUsage.set(facts.htmlUsage, (byDigest = new Map()));
    const key = `${facts.ligatureIcons ? 1 : 0}${facts.stylesDigest}`;
    const known = byDigest.get(key);
    if (known) return known;
    byDigest.set(key, Object.freeze(facts));
    return facts;
  };
  return ({ key, files, page, facts }) => {
    const compactFacts = { stylesDigest: facts.stylesDigest, ligatureIcons: facts.ligatureIcons, htmlUsage: facts.htmlUsage, islandsOnLoad: list(facts.islandsOnLoad)! };
    shareFacts(compactFacts);
    return {
      key,
      files: list(files)!,
      page: new SummaryRecord(
        {
          route: page.route,
          file: page.file,
          language: shared(page.language),
          title: page.title,
          description: page.description,
          shell: sharedShell(page.shell),
          brokenLinks: list(page.brokenLinks),
          assets: list(page.assets),
          sourceFiles: list(page.sourceFiles),
          productId: shared(page.productId),
          warnings: list(page.warnings)!,
        },
        documentTitleOf(page),
      ),
      facts: oneOfEqualFacts(compactFacts),
    };
  };
}

/**
 * The summaries the last build saved, their link facts read from the entry when asked for; none when there are none or
 * they are not readable (another version of Node wrote them).
 */
export function readSummaries(store: CacheStore, key: string): PageSummaries {
  const opened = store.openInParts(key);
  if (!opened) return new Map();
  const head = deserializedOrNull<SummariesHead>(opened.head);
  const { parts } = opened;
  if (!Number.isInteger(head?.pages) || head!.pages > parts.partCount) return new Map();
  // A summary's link facts are the entry's part at the same place as the summary.
  const source: LinkFactsSource = {
    read(at, _bytes, route) {
      const bytes = parts.part(at);
      if (bytes) return bytes;
      // The next build must not find the summaries again, or it would stop here again.
      store.discard(key);
      throw new CacheEntryLost(`the links of ${route}`);
    },
  };
  const compact = summaryCompactor();
  const summaries: PageSummaries = new Map();
  let page = 0;
  for (let at = head!.pages; at < parts.partCount; at++) {
    const batch = parts.part(at);
    const stored = batch && deserializedOrNull<[string, StoredSummary][]>(batch);
    // A part changed since it was written: no summary is trusted, and every page renders.
    if (!Array.isArray(stored)) return new Map();
    for (const [route, summary] of stored) summaries.set(route, new StoredPageSummary(compact(summary), source, { at: page++, bytes: 0 }));
  }
  return page === head!.pages ? summaries : new Map();
}

/**
 * Points a reused summary's texts at the equal ones of its page as loaded: deserialized, a large site's summaries held
 * a second copy of every page's route, source file, title and description through the build.
 */
export function shareTextsWith(summary: PageSummary, page: SourcePage): void {
  const record = summary.page;
  const { title, description } = page.frontMatter;
  if (record.route === page.route) record.route = page.route;
  if (record.file === page.file) record.file = page.file;
  if (record.title === title) record.title = title;
  if (record.description === description) record.description = description;
}

export function writeSummaries(store: CacheStore, key: string, summaries: PageSummaries): void {
  // Pages' equal values as one object each, which the serialization then writes once a part.
  const shareFacts = factsSharer();
  // Field by field: a summary set aside has its fields as getters, which a copy by spreading would not see.
  const stored = (summary: PageSummary): StoredSummary => {
    const facts = { ...summary.facts };
    shareFacts(facts);
    return { key: summary.key, files: summary.files, page: storedRecord(summary.page), facts };
  };
  const storedSummaries = function* (): Generator<[string, StoredSummary]> {
    for (const [route, summary] of summaries) yield [route, stored(summary)];
  };
  const parts = function* () {
    for (const summary of summaries.values()) yield summary.linkFacts();
    yield* serializedInBatches(storedSummaries(), SUMMARIES_PER_PART);
  };
  store.writeInParts(key, parts(), () => serialize({ pages: summaries.size } satisfies SummariesHead));
}

/**
 * Summarizes pages rendered (or read whole from the cache) in this build: gives a page's summary, set aside on disk
 * with its links, element ids and styles, all in one file.
 */
export function createSummarizer(): (key: string, files: RenderEntry['files'], page: RenderedRoute, facts: PageFacts) => PageSummary {
  let file: SpillFile | null = null;
  return (key, files, { mainHtml: _html, styles, links, ...page }, { contentIds, hrefs, ...facts }) =>
    new SpilledPageSummary({ key, files, page, facts }, [links, contentIds, hrefs], styles, (file ??= new SpillFile()));
}

/** The link facts read last: the link check asks for a page's ids, hrefs and links one after the other. */
let lastLinkFacts: { summary: PageSummary; value: LinkFacts } | null = null;

function linkFactsOf(summary: PageSummary): LinkFacts {
  if (lastLinkFacts?.summary !== summary) lastLinkFacts = { summary, value: deserialize(summary.linkFacts()) as LinkFacts };
  return lastLinkFacts.value;
}

/**
 * Where summarized pages' renders are read from: the store, and the summaries' entry (dropped when a render is missing).
 * One for all the pages of a build, not an object a page: a large site's pages are held through the build.
 */
export interface RendersPlace {
  store: CacheStore;
  summaries: string;
}

/**
 * A summarized page as the build holds it: its route, and where the rest is read when asked for. Its record and links
 * are its summary's; its styles are those set aside with its summary when this build rendered it, else its cached
 * render's, as its HTML is. It is its facts too (no field of a page's record is named as one of its facts): theirs
 * from its summary, its element ids and internal links from its link facts. The fields are getters on its prototype
 * (recordGetters.ts): a large site's pages are held through the build, and a copy of each record, or an object for
 * its facts, would cost as much as the record.
 */
class SummarizedRoute {
  readonly #summary: PageSummary;
  readonly #renders: RendersPlace;

  constructor(
    readonly route: string,
    summary: PageSummary,
    renders: RendersPlace,
  ) {
    this.#summary = summary;
    this.#renders = renders;
  }

  /** Its summary's record, from which the getters named in RECORD_FIELDS read. */
  record(): PageSummary['page'] {
    return this.#summary.page;
  }

  /** Its summary's facts, from which the getters named in FACT_FIELDS read. */
  facts(): PageSummary['facts'] {
    return this.#summary.facts;
  }

  get links(): RenderedRoute['links'] {
    return linkFactsOf(this.#summary)[0];
  }

  get contentIds(): string {
    return linkFactsOf(this.#summary)[1];
  }

  get hrefs(): string[] {
    return linkFactsOf(this.#summary)[2];
  }

  get styles(): RenderedRoute['styles'] {
    return this.#summary.renderedStyles() ?? readRender(this.#summary, this.#renders).page.styles;
  }

  get mainHtml(): string {
    return readRender(this.#summary, this.#renders).page.mainHtml;
  }
}

readThroughGetters(
  SummarizedRoute,
  SUMMARY_RECORD_FIELDS,
  (page) => page.record(),
);
readThroughGetters(
  SummarizedRoute,
  FACT_FIELDS.filter((field) => field !== 'contentIds' && field !== 'hrefs'),
  (page) => page.facts(),
);

/** Whether `page` is a summarized page, which is its own facts. */
export function isOwnFacts(page: RenderedRoute): page is RenderedRoute & PageFacts {
  return page instanceof SummarizedRoute;
}

/** The page of `summary` as the build holds it, and its facts: one object. */
function summarizedPage(route: string, summary: PageSummary, renders: RendersPlace): { page: RenderedRoute; facts: PageFacts } {
  const page = new SummarizedRoute(route, summary, renders);
  return { page: page as unknown as RenderedRoute, facts: page as unknown as PageFacts };
}

/** The render read last, kept while the steps that read a page's HTML and styles (one after the other) ask for it. */
let lastRead: { key: string; job: RenderEntry['job'] } | null = null;

function readRender(summary: PageSummary, { store, summaries }: RendersPlace): RenderEntry['job'] {
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
 * A class, not an object literal with a getter: V8 gives each such literal a hidden class of its own, and a warm build
 * makes one for every page of the site at once.
 */
class SummarizedJob {
  readonly page: RenderedRoute;
  readonly facts: PageFacts;
  readonly #summary: PageSummary;
  readonly #renders: RendersPlace;

  constructor(summary: PageSummary, renders: RendersPlace) {
    ({ page: this.page, facts: this.facts } = summarizedPage(summary.page.route, summary, renders));
    this.#summary = summary;
    this.#renders = renders;
  }

  get sections(): Section[] {
    return readRender(this.#summary, this.#renders).sections;
  }
}

export function summarizedJob(summary: PageSummary, renders: RendersPlace): { page: RenderedRoute; facts: PageFacts; readonly sections: Section[] } {
  return new SummarizedJob(summary, renders);
}

/**
 * The page of `summary`, rendered in this build, as the build holds it while its render stays in the cache: its record,
 * links, element ids and styles read from its summary when asked for, its HTML from its cached render, so a large
 * site's pages are not all held between their render and their document.
 */
export function storedJob(summary: PageSummary, renders: RendersPlace, { page, sections }: Pick<RenderedJob, 'page' | 'sections'>): RenderedJob {
  return { ...summarizedPage(page.route, summary, renders), sections };
}
