/**
 * The site's search index, each page indexed as it renders (its part set aside on disk until the last page is in),
 * and incrementally with the build cache: each page's part of it (its terms, its rows in its shard head, its text
 * file's name; see indexedPage.ts) is kept, and a build takes an unchanged page's part as the last build left it
 * instead of tokenizing the page again. The index files (shard heads and term chunks) are packed anew from the parts
 * when any page changed, which gives the same files as indexing every page; when none did, they are the last build's.
 * Parts and files are one entry, by the site's location, read a part at a time (entryInParts.ts): a build with no
 * page changed reads the records of the pages (what each part was made from) and the index files alone, and of those
 * only the ones the previous build's output lacks; one with a page changed reads each part once, adds it to the index
 * and writes it to the entry that replaces this one, so neither holds every page's part at once.
 *
 * A page's part is found by its render key (a page whose render is known has the sections it was indexed from) or
 * else by the digest of what the index takes of it: its route, title, product and sections, with docsgen's code.
 */
import { deserialize, serialize } from 'node:v8';
import { createSearchIndexBuilder, textFileUrl, type EmitFile, type EmitText, type SearchDoc } from '../search/buildSearchIndex.ts';
import { indexPage, pageText, type IndexedPage } from '../search/indexedPage.ts';
import { CacheEntryLost, type CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { docsgenFingerprint } from './docsgenFingerprint.ts';
import { deserializedOrNull, serializedInBatches } from './storedValues.ts';
import { nameHash, recordsByName } from './nameHashIndex.ts';
import type { EntryInParts, OpenedEntry } from './entryInParts.ts';
import { SpilledList } from '../spillFile.ts';

/** What a build stores of a page of its index beside its part: what the part was made from, and the page's text file. */
interface StoredPage {
  route: string;
  /** The key of the render the page's sections came from, when the render cache knew it. */
  renderKey: string | undefined;
  docKey: string;
  textUrl: string;
  textBytes: number;
}

/**
 * The head of the stored index: the hash of each page's route, in the site's order (nameHashIndex.ts), and the URLs of
 * the index files. The entry's parts are each page's part, in the same order, then the files' contents, then the pages'
 * records (StoredPage) a few hundred to a part: read a part at a time as pages are matched, not held whole (a large
 * site's records were megabytes, held from the start of the render).
 */
interface StoredIndexHead {
  routeHashes: Uint32Array;
  files: string[];
}
const PAGES_PER_RECORD_PART = 256;

/** A page of this build's index: either the last build's part (by its place in the entry) or one made now (by its place among them). */
type NextPage = StoredPage & ({ lastPart: number } | { madeNow: number });

export interface SearchIndexUse {
  /** Pages whose part of the index came from the cache. */
  reused: number;
  /** Pages indexed in this build. */
  indexed: number;
}

export interface SiteSearchIndex {
  /**
   * Adds the next page in the site's order, emitting its text file; `renderKey` is the key of its render when the
   * render cache has one.
   */
  add(doc: SearchDoc, renderKey: string | undefined): void;
  /**
   * Hands each index file but the page texts to `emitFile` as it is made (or read from the cache), letting go of it
   * after; with the cache, stores the pages' parts and the files when they changed.
   */
  finish(emitFile: EmitFile): void;
  /** Whether `finish` wrote to the cache (so it may need eviction). */
  readonly stored: boolean;
  readonly use: SearchIndexUse;
}

/** The key of the entry holding the search index of the site at `siteRoot`. */
export function searchIndexEntryKey(siteRoot: string): string {
  return digest('search-index-parts', siteRoot);
}

/** What the index takes of a page, with the code that indexes it, as a digest. */
export function searchDocKey(doc: SearchDoc, code = docsgenFingerprint()): string {
  return digest('search-doc', code, doc.route, doc.title, doc.productId ?? '', JSON.stringify(doc.sections));
}

/** The search index of a site, kept in `store` between builds; with no store, every page is indexed and nothing kept. */
export function createSiteSearchIndex(store: CacheStore | null, siteRoot: string, emitText: EmitText): SiteSearchIndex {
  const use: SearchIndexUse = { reused: 0, indexed: 0 };
  const emit = (indexed: IndexedPage, text: () => string) => emitText(textFileUrl(indexed), indexed.textBytes, text);
  if (!store) {
    // The parts are set aside on disk as they come and made into the index once every page is rendered: held in
    // memory (or as the index they make) while pages render, they would grow with the site.
    const parts = new SpilledList<IndexedPage>();
    return {
      use,
      stored: false,
      add(doc) {
        const { indexed, text } = indexPage(doc);
        parts.push(indexed);
        emit(indexed, () => text);
        use.indexed += 1;
      },
      finish(emitFile) {
        const builder = createSearchIndexBuilder();
        for (const indexed of parts) builder.add(indexed);
        for (const [url, content] of builder.files()) emitFile(url, content.length, () => content);
      },
    };
  }

  const entryKey = searchIndexEntryKey(siteRoot);
  const opened = store.openInParts(entryKey);
  const head = opened && storedHead(opened);
  const entry = head && opened!.parts;
  const lastPageCount = head?.routeHashes.length ?? 0;
  const lastFiles = head?.files ?? [];
  // This build's pages: each either the last build's part (by its place in the entry) or one made now, set aside on
  // disk until the index is made (see above), as the parts made now are; and the hashes of their routes.
  const next = new SpilledList<NextPage>();
  const routeHashes: number[] = [];
  const madeNow = new SpilledList<IndexedPage>();
  // Whether every page so far is the last build's, at the same place.
  let sameAsLast = entry !== null;
  let stored = false;
  /**
   * The entry's part at `at`, as written (`passing`: good until the next part read so, see EntryInParts.passingPart).
   * One changed on disk since the build began stops the build, which starts again without the entry (and indexes
   * every page).
   */
  const lost = (what: string): never => {
    store.discard(entryKey);
    throw new CacheEntryLost(what);
  };
  const storedPart = (at: number, what: string, { passing = false } = {}): Buffer => (passing ? entry!.passingPart(at) : entry!.part(at)) ?? lost(what);
  /**
   * The bytes of a page's part as this build stores it, and the part itself: the bytes are good until the next page's
   * part is asked for, by which time they are written to the entry that replaces this one.
   */
  const partOf = (page: NextPage, made: Iterator<IndexedPage>): { bytes: Uint8Array; indexed: IndexedPage } => {
    if ('madeNow' in page) {
      const indexed = made.next().value as IndexedPage;
      return { bytes: serialize(indexed), indexed };
    }
    const bytes = storedPart(page.lastPart, `the search index's part of ${page.route}`, { passing: true });
    return { bytes, indexed: deserialize(bytes) as IndexedPage };
  };
  const last = head ? lastPages(head, lastPageCount + lastFiles.length, storedPart, lost) : null;
  return {
    use,
    get stored() {
      return stored;
    },
    add(doc, renderKey) {
      const previous = last?.find(doc.route);
      routeHashes.push(nameHash(doc.route));
      const sameRender = previous !== undefined && renderKey !== undefined && previous.record.renderKey === renderKey;
      const docKey = sameRender ? previous.record.docKey : searchDocKey(doc);
      if (previous?.record.docKey === docKey) {
        // Not a spread copy given more properties: V8 would give each such copy a hidden class of its own.
        const { textUrl, textBytes } = previous.record;
        next.push({ route: doc.route, renderKey, docKey, textUrl, textBytes, lastPart: previous.position });
        emitText(textUrl, textBytes, () => pageText(doc));
        use.reused += 1;
      } else {
        const { indexed, text } = indexPage(doc);
        next.push({ route: doc.route, renderKey, docKey, textUrl: textFileUrl(indexed), textBytes: indexed.textBytes, madeNow: madeNow.length });
        madeNow.push(indexed);
        emit(indexed, () => text);
        use.indexed += 1;
      }
      if (previous?.record.docKey !== docKey || previous.record.renderKey !== renderKey || previous.position !== next.length - 1) sameAsLast = false;
    },
    finish(emitFile) {
      // The same parts in the same order make the same files.
      if (sameAsLast && next.length === lastPageCount) {
        emitStoredFiles(entry!, lastPageCount, lastFiles, storedPart, emitFile);
        return;
      }
      // Each page's part is read (or made) once and added to the index, then each file made; every part and file is
      // written to the new entry as it comes.
      const builder = createSearchIndexBuilder();
      const made = madeNow[Symbol.iterator]();
      const fileUrls: string[] = [];
      function* parts(): Generator<Uint8Array> {
        for (const page of next) {
          const { bytes, indexed } = partOf(page, made);
          builder.add(indexed);
          yield bytes;
        }
        for (const [url, content] of builder.files()) {
          emitFile(url, content.length, () => content);
          fileUrls.push(url);
          yield content;
        }
        const records = function* (): Generator<StoredPage> {
          for (const { route, renderKey, docKey, textUrl, textBytes } of next) yield { route, renderKey, docKey, textUrl, textBytes };
        };
        yield* serializedInBatches(records(), PAGES_PER_RECORD_PART);
      }
      store.writeInParts(entryKey, parts(), () => serialize({ routeHashes: Uint32Array.from(routeHashes), files: fileUrls } satisfies StoredIndexHead));
      stored = true;
    },
  };
}

/** The head of a stored index, or null when it is not one (written by another version of docsgen or of Node). */
function storedHead({ head: bytes, parts }: OpenedEntry): StoredIndexHead | null {
  const head = deserializedOrNull<StoredIndexHead>(bytes);
  if (!(head?.routeHashes instanceof Uint32Array) || !Array.isArray(head.files)) return null;
  const pages = head.routeHashes.length;
  return parts.partCount === pages + head.files.length + Math.ceil(pages / PAGES_PER_RECORD_PART) ? head : null;
}

/**
 * The last build's pages, found by route (their position is their part's): their records read a part at a time from
 * the entry's part at `firstRecordPart` on.
 */
function lastPages(head: StoredIndexHead, firstRecordPart: number, storedPart: (at: number, what: string) => Buffer, lost: (what: string) => never) {
  const what = "the search index's records of its pages";
  return recordsByName<StoredPage>(
    head.routeHashes,
    PAGES_PER_RECORD_PART,
    (part) => {
      const pages = deserializedOrNull<StoredPage[]>(storedPart(firstRecordPart + part, what));
      // Changed since it was written: the build starts again without the entry, as for a part lost.
      return Array.isArray(pages) ? pages : lost(what);
    },
    (page) => page.route,
  );
}

/**
 * Hands the index files of a stored index to `emitFile`, a file at a time, each read (by `storedPart`) only if its
 * content is asked for: the previous build's file of the same name is linked instead. One not as written stops the
 * build after the files before it were handed on.
 */
function emitStoredFiles(entry: EntryInParts, first: number, files: readonly string[], storedPart: (at: number, what: string) => Buffer, emitFile: EmitFile): void {
  files.forEach((url, at) => emitFile(url, entry.partBytes(first + at), () => storedPart(first + at, `the search index file ${url}`)));
}
