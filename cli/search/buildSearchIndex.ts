/**
 * The site's search index, written with the build: a small manifest and, per product, a shard head, its index in
 * term-range chunks, and one text file per page. Every file but the manifest is named by its content hash so browsers
 * keep it forever. The manifest keeps one name in every build (browsers revalidate it): were it named by its hash,
 * every page would name it, and one page's new text would change every page of the site.
 *
 * The library is MiniSearch (also behind VitePress's local search): a small browser runtime,
 * prefix and fuzzy search with per-field boosts built in, and an index that serialises to JSON and loads without
 * re-indexing. Pagefind would be a separate post-build binary over the written HTML (the step Nextra users trip
 * over); Lunr has not been released since 2020. The build writes MiniSearch's serialised form itself (termIndex.ts):
 * the browser loads it into MiniSearch.
 *
 * The split: a reader searches the product they are reading first (the reference site filters its search by
 * product), so the reader's product's shard loads first and the others after the first results. Within a shard a
 * query fetches only the chunks its words fall in, and the text files of the pages it shows: the first query's cost
 * grows with the product's page count (the head's tables) and the words typed, not with the amount of text.
 */
import {
  SEARCH_FORMAT_VERSION,
  type ChunkRef,
  type Manifest,
  type ManifestShard,
  type ShardHead,
  type ShardPage,
  type ShardSection,
} from '../../runtime/islands/search/indexCodec.ts';
import { SpilledList } from '../spillFile.ts';
import { indexPage, type IndexedPage, type SearchDoc } from './indexedPage.ts';
import { hashedUrl, SEARCH_DIR, SEARCH_MANIFEST_URL } from './searchFiles.ts';
import { TermIndex } from './termIndex.ts';

export type { SearchDoc } from './indexedPage.ts';
export { SEARCH_DIR, SEARCH_MANIFEST_URL } from './searchFiles.ts';

export interface SearchIndexFiles {
  /** File contents by URL path (`/search/<name>-<hash>.json`): the manifest; per product a head and index chunks; per page a text file (unless emitted). */
  files: Map<string, string>;
  /** URL path of the manifest, the file a page points its search dialog at: SEARCH_MANIFEST_URL. */
  manifestUrl: string;
}

/** Characters of terms and postings per index chunk: small enough that a typical query loads a few, not the whole index. */
const CHUNK_CHARS = 24_000;

/** A product id as a file name: product ids are path segments already, but a generic site may name them freely. */
function fileStem(productId: string | null): string {
  return productId === null ? 'site' : productId.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'product';
}

/** A shard head's keys in the order its JSON is written (ShardBuilder.files). */
type HeadKeys = ['v', 'pages', 'sections', 'fieldLength', 'averageFieldLength', 'chunks'];
// Every key of ShardHead is written: one added to it and not to the head's JSON would be missing from every head.
const everyHeadKey: Exclude<keyof ShardHead, HeadKeys[number]> extends never ? true : never = true;
void everyHeadKey;

/** An index file: its URL path (`/search/<name>-<hash>.json`, or the manifest's) and content, as UTF-8. */
export type IndexFile = [url: string, content: Buffer];

/** `pieces` joined, as UTF-8 bytes: `bytes` of them. A large shard's head is made whole only once, as what is written. */
function joinedBytes(bytes: number, pieces: Iterable<string>): Buffer {
  const joined = Buffer.allocUnsafe(bytes);
  let at = 0;
  for (const piece of pieces) at += joined.write(piece, at);
  if (at !== bytes) throw new Error(`the pieces of a search file came to ${at} bytes, not the ${bytes} counted`);
  return joined;
}

/**
 * Rows of a shard's head (JSON, one string each), set aside on disk until the head is made: a head holds a row per
 * page and per section, and a large site's, held until the whole site is indexed, took megabytes.
 */
class HeadRows {
  readonly #rows = new SpilledList<string>();
  /** The rows' size as UTF-8, with a comma between each two. */
  #bytes = 0;

  push(row: string): void {
    this.#bytes += Buffer.byteLength(row) + (this.#rows.length > 0 ? 1 : 0);
    this.#rows.push(row);
  }

  get length(): number {
    return this.#rows.length;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The rows with a comma between each two, as pieces to join. */
  *commaSeparated(): Generator<string> {
    let first = true;
    for (const row of this.#rows) {
      if (!first) yield ',';
      first = false;
      yield row;
    }
  }
}

/**
 * One product's part of the index, fed a page at a time: the shard head and its index chunks by URL path. The head's
 * rows are kept as the JSON they are written as (one string per page), set aside on disk until the head is made.
 */
class ShardBuilder {
  /** Per page, its row of the head's page table as JSON. */
  private pages = new HeadRows();
  /** Per page with sections, its rows of the head's section table as JSON, comma-separated. */
  private sections = new HeadRows();
  private readonly index = new TermIndex();

  constructor(readonly stem: string) {}

  add({ page, sections, terms }: IndexedPage): void {
    const pageIndex = this.pages.length;
    this.pages.push(JSON.stringify(page satisfies ShardPage));
    if (sections.length > 0) this.sections.push(sections.map((section) => JSON.stringify([pageIndex, ...section] satisfies ShardSection)).join(','));
    this.index.append(terms);
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /**
   * The shard's files a chunk at a time, then its head (which names the chunks); returns the head's URL path. The head
   * is what `JSON.stringify` makes of a {@link ShardHead}, its tables joined from the rows.
   */
  *files(): Generator<IndexFile, string> {
    const chunks: ChunkRef[] = [];
    for (const chunk of this.index.packedChunks(CHUNK_CHARS)) {
      const content = Buffer.from(JSON.stringify(chunk));
      const url = hashedUrl(`${this.stem}-terms`, content);
      const { terms } = chunk;
      const firstEnd = terms.indexOf(' ');
      chunks.push({ first: firstEnd < 0 ? terms : terms.slice(0, firstEnd), last: terms.slice(terms.lastIndexOf(' ') + 1), file: url.slice(SEARCH_DIR.length) });
      yield [url, content];
    }
    const { pages, sections, index } = this;
    // What JSON.stringify makes of the head, its key order ShardHead's, its tables and field lengths written in pieces.
    const opening = `{"v":${SEARCH_FORMAT_VERSION},"pages":[`;
    const beforeSections = '],"sections":[';
    const beforeFieldLength = '],"fieldLength":[';
    const closing = `],"averageFieldLength":${JSON.stringify(index.averageFieldLengths)},"chunks":${JSON.stringify(chunks)}}`;
    let fieldLengthBytes = 0;
    for (const piece of index.fieldLengthText()) fieldLengthBytes += piece.length;
    const bytes = [opening, beforeSections, beforeFieldLength, closing].reduce((sum, text) => sum + Buffer.byteLength(text), pages.bytes + sections.bytes + fieldLengthBytes);
    const head = joinedBytes(
      bytes,
      (function* () {
        yield opening;
        yield* pages.commaSeparated();
        yield beforeSections;
        yield* sections.commaSeparated();
        yield beforeFieldLength;
        yield* index.fieldLengthText();
        yield closing;
      })(),
    );
    // The rows are in the head now: a shard's files are made once, and its rows need not wait for the next shard's.
    this.pages = new HeadRows();
    this.sections = new HeadRows();
    const url = hashedUrl(this.stem, head);
    yield [url, head];
    return url;
  }
}

/**
 * Receives a page's text file: its URL path, its size in bytes, and its content (made on demand: a build links an
 * unchanged file from the previous build by its name and size).
 */
export type EmitText = (url: string, bytes: number, content: () => string) => void;

/**
 * Receives an index file but a page text: its URL path, its size in bytes, and its content (on demand, as a page
 * text's: a build with no page changed reads it from the cache only when the previous build's file is not there to
 * link), which it must not hold on to for long: the next is made once it returns.
 */
export type EmitFile = (url: string, bytes: number, content: () => Uint8Array) => void;

export interface SearchIndexBuilder {
  /** Adds the next page's part of the index (see indexedPage.ts). */
  add(indexed: IndexedPage): void;
  /**
   * The index files but the page texts (which are each page's own), made one at a time, so a large site's are never
   * all held at once: per product its term chunks, then its shard head; the manifest last.
   */
  files(): Generator<IndexFile>;
}

/**
 * The search index built a page's part at a time, so that no build holds its pages while it is made. Parts must be
 * added in the site's order: the files (and their hashed names) depend on it, and a build must give the same files
 * each time.
 */
export function createSearchIndexBuilder(): SearchIndexBuilder {
  const shards = new Map<string | null, ShardBuilder>();
  return {
    add(indexed) {
      let shard = shards.get(indexed.productId);
      if (!shard) {
        shard = new ShardBuilder(fileStem(indexed.productId));
        shards.set(indexed.productId, shard);
      }
      shard.add(indexed);
    },
    *files() {
      const manifestShards: ManifestShard[] = [];
      // Largest first: on a page outside any product the biggest product's shard loads right after the page's own.
      const ordered = [...shards].sort((a, b) => b[1].pageCount - a[1].pageCount || String(a[0]).localeCompare(String(b[0])));
      for (const [product, shard] of ordered) {
        const headUrl = yield* shard.files();
        manifestShards.push({ product, file: headUrl.slice(SEARCH_DIR.length) });
      }
      const manifest: Manifest = { v: SEARCH_FORMAT_VERSION, shards: manifestShards };
      yield [SEARCH_MANIFEST_URL, Buffer.from(JSON.stringify(manifest))];
    },
  };
}

/** The URL path of the text file of a page whose part of the index is `indexed`. */
export function textFileUrl(indexed: IndexedPage): string {
  return `${SEARCH_DIR}${indexed.page[3]}`;
}

/** Builds the manifest and, per product, the shard head, index chunks and page texts of `docs`. */
export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndexFiles {
  const builder = createSearchIndexBuilder();
  const files = new Map<string, string>();
  for (const doc of docs) {
    const { indexed, text } = indexPage(doc);
    builder.add(indexed);
    files.set(textFileUrl(indexed), text);
  }
  for (const [url, content] of builder.files()) files.set(url, content.toString('utf8'));
  return { files, manifestUrl: SEARCH_MANIFEST_URL };
}
