/**
 * Search over the built index (lazy chunk): loads the manifest and the shard heads, the reader's product first and
 * the others once a query is typed; fetches the index chunks a query's words fall in and the texts of the pages it
 * shows; queries every loaded shard with MiniSearch.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import {
  SEARCH_FORMAT_VERSION,
  chunksForTerm,
  unpackChunk,
  unpackHead,
  type IndexChunk,
  type Manifest,
  type ManifestShard,
  type PageTexts,
  type ShardHead,
  type TermData,
} from './indexCodec.ts';
import { INDEX_OPTIONS, SEARCH_FIELDS, splitTerm, tokenize, withoutStopWords } from './searchTerms.ts';
import { makeSnippet } from './snippet.ts';
import { compareHits, nameKey, TitleMatch, titleMatch, type NameMatch } from './hitRanking.ts';

/** Hits a query returns at most. */
export const MAX_HITS = 20;
/** Sections of one page a query returns at most, so one long page cannot fill the list. */
export const MAX_HITS_PER_PAGE = 3;
const SEARCH_OPTIONS: SearchOptions = {
  // Headings and titles say what a section is about; body text only mentions things.
  boost: { title: 2, heading: 3 },
  prefix: true,
  // One typo from five letters, two from ten: enough for "buton" without matching everything for short words.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  processTerm: splitTerm,
};

export interface SearchHit {
  /** The link target: the site's base path, the route and the section anchor. */
  href: string;
  route: string;
  anchor: string | null;
  title: string;
  heading: string;
  product: string | null;
  /** Section text around the match; '' for a section without text; null until the page's text file is in. */
  snippet: string | null;
  /** The document terms that matched, for marking them in the hit. */
  terms: string[];
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** The reader's product's index chunks for this query are on their way: the hits are about to change. */
  waiting: boolean;
  /** Other shards or their chunks are still loading: the hits may grow, and an empty result is not yet "no results". */
  pending: boolean;
  /** No shard could be loaded. */
  failed: boolean;
}

/**
 * Fetches and parses a JSON file. `revalidate` asks for a copy the server confirms is current: the manifest's name is
 * the same in every build (pages do not change when only the index does), so a copy kept from an earlier build must
 * not be used unchecked; every other search file is named by its content.
 */
export type JsonFetcher = (url: string, options?: { revalidate: boolean }) => Promise<unknown>;

type Loadable<T> = { status: 'idle' | 'loading' | 'failed' } | ({ status: 'loaded' } & T);

interface LoadedShard {
  /** Whether this is the reader's product's shard, whose hits rank first. */
  current: boolean;
  head: ShardHead;
  /** Id of each page's first section. */
  firstSection: number[];
  chunks: Array<Loadable<object>>;
  /** MiniSearch over the head's sections and the terms of the chunks loaded so far. */
  index: MiniSearch;
}

interface ShardSlot {
  entry: ManifestShard;
  state: Loadable<LoadedShard>;
}

/** A section found for the query before it becomes a hit: only the few that are shown pay for their snippet. */
interface Candidate {
  shard: LoadedShard;
  /** The section's id: its position in the shard's section table. */
  id: number;
  /** The document terms that matched. */
  terms: string[];
  route: string;
  /** Whether it is in the reader's product. */
  current: boolean;
  /** How its page's title or its heading matches the whole query. */
  name: NameMatch;
  score: number;
}

// `fetch` as a JsonFetcher: a non-2xx answer is a failure, like a network error.
async function fetchJson(url: string, options?: { revalidate: boolean }): Promise<unknown> {
  const response = await fetch(url, options?.revalidate ? { cache: 'no-cache' } : undefined);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function checkVersion<T extends { v: number }>(value: unknown, url: string): T {
  if ((value as T | null)?.v !== SEARCH_FORMAT_VERSION) throw new Error(`${url}: not a version ${SEARCH_FORMAT_VERSION} search file`);
  return value as T;
}

/**
 * Adds a chunk's terms to a loaded index. MiniSearch has no public call for adding serialised terms, so this does
 * what its own loadJS does for each term; rebuilding the whole index per chunk instead would redo every earlier chunk.
 */
function addTerms(index: MiniSearch, terms: Array<[string, TermData]>): void {
  const tree = (index as unknown as { _index: { set(term: string, data: TermData): unknown } })._index;
  for (const [term, data] of terms) tree.set(term, data);
}

/** The terms MiniSearch will look up for `text`, as it tokenizes and processes a query. */
function queryTerms(text: string): string[] {
  return tokenize(text).flatMap((token) => splitTerm(token) ?? []);
}

/** The loaded search index of a site: which files are in, and the query over them. */
export class SearchEngine {
  private readonly manifestUrl: URL;
  /** The site's base path (`/` or e.g. `/docs/`): the manifest lives in its `search/` folder. */
  private readonly basePath: string;
  private manifest: Promise<ShardSlot[]> | undefined;
  private manifestStatus: 'idle' | 'loaded' | 'failed' = 'idle';
  private slotList: ShardSlot[] = [];
  /** The reader's product's shard (or, on a page outside every product without one, the first). */
  private currentSlot: ShardSlot | undefined;
  private loadingAll = false;
  /** Text file URL of every page of the loaded shards. */
  private readonly textUrlByRoute = new Map<string, string>();
  private readonly texts = new Map<string, Loadable<{ texts: string[] }>>();

  /**
   * @param manifestUrl absolute URL of the manifest; every other file and the site's base path are resolved against it.
   * @param product the reader's product id, whose shard loads first and whose hits rank first.
   * @param onChange called whenever a file finishes loading (or fails), so the open query can run again.
   */
  constructor(
    manifestUrl: string,
    private readonly product: string | null,
    private readonly onChange: () => void,
    private readonly fetcher: JsonFetcher = fetchJson,
  ) {
    this.manifestUrl = new URL(manifestUrl);
    this.basePath = new URL('../', this.manifestUrl).pathname;
  }

  private url(file: string): string {
    return new URL(file, this.manifestUrl).href;
  }

  /** Loads the manifest and the head of the reader's product's shard (on intent: hover, focus, open). */
  prefetch(): Promise<void> {
    return this.slots().then(() => this.loadShard(this.currentSlot));
  }

  /** Loads every shard head, one at a time so each arrives as soon as it can (the reader's is in already). */
  loadAll(): void {
    if (this.loadingAll) return;
    this.loadingAll = true;
    void this.prefetch().then(async () => {
      for (const slot of this.slotList) await this.loadShard(slot);
    });
  }

  private slots(): Promise<ShardSlot[]> {
    this.manifest ??= this.fetcher(this.manifestUrl.href, { revalidate: true }).then(
      (value) => {
        this.slotList = checkVersion<Manifest>(value, this.manifestUrl.href).shards.map((entry) => ({ entry, state: { status: 'idle' } }));
        this.currentSlot = this.slotList.find((slot) => slot.entry.product === this.product) ?? this.slotList[0];
        this.manifestStatus = 'loaded';
        return this.slotList;
      },
      () => {
        this.manifestStatus = 'failed';
        this.onChange();
        return [];
      },
    );
    return this.manifest;
  }

  private async loadShard(slot: ShardSlot | undefined): Promise<void> {
    if (!slot || slot.state.status !== 'idle') return;
    slot.state = { status: 'loading' };
    try {
      const head = checkVersion<ShardHead>(await this.fetcher(this.url(slot.entry.file)), slot.entry.file);
      const firstSection: number[] = [];
      head.sections.forEach(([page], id) => (firstSection[page] ??= id));
      for (const [route, , , textFile] of head.pages) this.textUrlByRoute.set(route, this.url(textFile));
      const index = MiniSearch.loadJS(unpackHead(head, SEARCH_FIELDS), INDEX_OPTIONS);
      const chunks = head.chunks.map((): Loadable<object> => ({ status: 'idle' }));
      slot.state = { status: 'loaded', current: slot === this.currentSlot, head, firstSection, chunks, index };
    } catch {
      slot.state = { status: 'failed' };
    }
    this.onChange();
  }

  private async loadChunk(shard: LoadedShard, position: number): Promise<void> {
    shard.chunks[position] = { status: 'loading' };
    const file = shard.head.chunks[position].file;
    try {
      addTerms(shard.index, unpackChunk(checkVersion<IndexChunk>(await this.fetcher(this.url(file)), file)));
      shard.chunks[position] = { status: 'loaded' };
    } catch {
      // A missing chunk loses the words in it, not the search.
      shard.chunks[position] = { status: 'failed' };
    }
    this.onChange();
  }

  /**
   * The best hits for `query` in the loaded shards; asks for the index chunks it needs and, once the reader's product
   * has answered, for the other products' shards.
   */
  search(query: string): SearchOutcome {
    const text = withoutStopWords(query);
    const terms = text ? queryTerms(text) : [];
    if (text) void this.prefetch();
    let waiting = false;
    let othersWaiting = false;
    const ready: LoadedShard[] = [];
    for (const { state } of this.slotList) {
      if (state.status !== 'loaded') continue;
      const needed = new Set(terms.flatMap((term) => chunksForTerm(state.head.chunks, term)));
      for (const position of needed) if (state.chunks[position].status === 'idle') void this.loadChunk(state, position);
      // A shard answers once all its chunks for this query are in, so its hits do not flicker through partial answers.
      if (![...needed].some((position) => state.chunks[position].status === 'loading')) ready.push(state);
      else if (state.current) waiting = true;
      else othersWaiting = true;
    }
    // The other products load once the reader's has answered, so they do not compete with the first query.
    const answered = this.currentSlot?.state.status === 'loaded' || this.currentSlot?.state.status === 'failed';
    if (text && answered && !waiting) this.loadAll();
    const statuses = this.slotList.map((slot) => slot.state.status);
    const failed = this.manifestStatus === 'failed' || (statuses.length > 0 && statuses.every((s) => s === 'failed'));
    const pending = !failed && (othersWaiting || this.manifestStatus === 'idle' || statuses.some((s) => s === 'idle' || s === 'loading'));
    if (!text) return { hits: [], waiting: false, pending, failed };
    const queryKey = nameKey(query);
    let candidates = this.query(text, queryKey, ready, 'AND');
    // Every word must match when some section has them all; a typo in one word should still find something.
    if (candidates.length === 0) candidates = this.query(text, queryKey, ready, 'OR');
    return { hits: pickCandidates(candidates).map((c) => this.toHit(c)), waiting, pending, failed };
  }

  private query(text: string, queryKey: string, shards: LoadedShard[], combineWith: 'AND' | 'OR'): Candidate[] {
    const candidates: Candidate[] = [];
    for (const shard of shards) {
      const { head, firstSection, current } = shard;
      const found = new Set<number>();
      for (const result of shard.index.search(text, { ...SEARCH_OPTIONS, combineWith })) {
        const id = result.id as number;
        const [pageIndex, anchor, heading] = head.sections[id];
        const [route, title] = head.pages[pageIndex];
        found.add(id);
        candidates.push({ shard, id, terms: result.terms, route, current, name: titleMatch(queryKey, title, heading, anchor === null), score: result.score });
      }
      // A page the query names is a hit even where its words miss it: "migrate to v5" finds "Migrating to v5".
      head.pages.forEach(([route, title], pageIndex) => {
        const id = firstSection[pageIndex];
        const name = titleMatch(queryKey, title, title, true);
        if (name.match !== TitleMatch.None && !found.has(id)) candidates.push({ shard, id, terms: queryTerms(text), route, current, name, score: 0 });
      });
    }
    return candidates;
  }

  private toHit({ shard: { head, firstSection }, id, terms, route }: Candidate): SearchHit {
    const [pageIndex, anchor, heading, hasText] = head.sections[id];
    const [, title, product] = head.pages[pageIndex];
    const texts = this.texts.get(this.textUrlByRoute.get(route) ?? '');
    let snippet: string | null = hasText ? null : '';
    if (texts?.status === 'loaded') snippet = makeSnippet(texts.texts[id - firstSection[pageIndex]] ?? '', terms);
    else if (texts?.status === 'failed') snippet = '';
    return {
      href: `${this.basePath}${route.replace(/^\//, '')}${anchor ? `#${anchor}` : ''}`,
      route,
      anchor,
      title,
      heading,
      product,
      snippet,
      terms,
    };
  }

  /** Fetches the text files of the pages of `hits` still missing a snippet; resolves (after one onChange) when all are in. */
  async loadTexts(hits: readonly SearchHit[]): Promise<void> {
    const urls = new Set<string>();
    for (const hit of hits) {
      const url = this.textUrlByRoute.get(hit.route);
      if (hit.snippet === null && url && !this.texts.has(url)) urls.add(url);
    }
    if (urls.size === 0) return;
    await Promise.all(
      [...urls].map(async (url) => {
        this.texts.set(url, { status: 'loading' });
        try {
          this.texts.set(url, { status: 'loaded', texts: checkVersion<PageTexts>(await this.fetcher(url), url).texts });
        } catch {
          this.texts.set(url, { status: 'failed' });
        }
      }),
    );
    this.onChange();
  }
}

/** The best candidates (see {@link compareHits}), at most {@link MAX_HITS_PER_PAGE} per page. */
function pickCandidates(candidates: Candidate[]): Candidate[] {
  candidates.sort(compareHits);
  const perPage = new Map<string, number>();
  const picked: Candidate[] = [];
  for (const candidate of candidates) {
    const count = perPage.get(candidate.route) ?? 0;
    if (count >= MAX_HITS_PER_PAGE) continue;
    perPage.set(candidate.route, count + 1);
    picked.push(candidate);
    if (picked.length === MAX_HITS) break;
  }
  return picked;
}
