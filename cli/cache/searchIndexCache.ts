/**
 * The search index, made incrementally: each page's part of it (its terms, its rows in its shard head, its text file's
 * name) is kept in the build cache, and a build appends an unchanged page's part as the last build left it instead
 * of tokenizing the page again; only the index files themselves (shard heads and term chunks) are made anew, from
 * parts, which gives the same files as indexing every page. The parts of a site's pages are one entry, by the site's
 * location, read in one go.
 *
 * A page's part is found by its render key (a page whose render is known has the sections it was indexed from) or
 * else by the digest of what the index takes of it: its route, title, product and sections, with docsgen's code.
 */
import { createSearchIndexBuilder, type EmitText, type SearchDoc, type SearchIndexFiles } from '../search/buildSearchIndex.ts';
import { pageText, type IndexedPage } from '../search/indexedPage.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { docsgenFingerprint } from './docsgenFingerprint.ts';
import { readValue, writeValue } from './storedValues.ts';

/** A page's part of the index as a build left it, with what it was made from. */
interface StoredPart {
  /** The key of the render the page's sections came from, when the render cache knew it. */
  renderKey: string | undefined;
  docKey: string;
  indexed: IndexedPage;
}

/** The parts of a site's pages, by route. */
type StoredParts = Map<string, StoredPart>;

export interface SearchIndexUse {
  /** Pages whose part of the index came from the cache. */
  reused: number;
  /** Pages indexed in this build. */
  indexed: number;
}

export interface CachedSearchIndex {
  /** Adds the next page in the site's order; `renderKey` is the key of its render when the render cache has one. */
  add(doc: SearchDoc, renderKey: string | undefined): void;
  /** The index files, but the page texts (emitted as pages came); stores the pages' parts when they changed. */
  finish(): SearchIndexFiles;
  /** Whether `finish` wrote to the cache (so it may need eviction). */
  readonly stored: boolean;
  readonly use: SearchIndexUse;
}

/** The key of the entry holding the parts of the pages of the site at `siteRoot`. */
export function searchPartsKey(siteRoot: string): string {
  return digest('search-parts', siteRoot);
}

/** What the index takes of a page, with the code that indexes it, as a digest. */
export function searchDocKey(doc: SearchDoc, code = docsgenFingerprint()): string {
  return digest('search-doc', code, doc.route, doc.title, doc.productId ?? '', JSON.stringify(doc.sections));
}

/** The search index of a site whose pages' parts the last build stored in `store`. */
export function createCachedSearchIndex(store: CacheStore, siteRoot: string, emitText: EmitText): CachedSearchIndex {
  const partsKey = searchPartsKey(siteRoot);
  const found = readValue<StoredParts>(store, partsKey);
  const last: StoredParts = found instanceof Map ? found : new Map();
  const next: StoredParts = new Map();
  const builder = createSearchIndexBuilder(emitText);
  const use: SearchIndexUse = { reused: 0, indexed: 0 };
  let changed = false;
  let stored = false;

  return {
    use,
    get stored() {
      return stored;
    },
    add(doc, renderKey) {
      const previous = last.get(doc.route);
      const sameRender = previous !== undefined && renderKey !== undefined && previous.renderKey === renderKey;
      const docKey = sameRender ? previous.docKey : searchDocKey(doc);
      if (!sameRender) changed = true;
      if (previous?.docKey === docKey) {
        builder.addIndexed(previous.indexed, () => pageText(doc));
        next.set(doc.route, { renderKey, docKey, indexed: previous.indexed });
        use.reused += 1;
      } else {
        next.set(doc.route, { renderKey, docKey, indexed: builder.add(doc) });
        use.indexed += 1;
      }
    },
    finish() {
      const files = builder.finish();
      if (changed || next.size !== last.size) {
        writeValue(store, partsKey, next);
        stored = true;
      }
      last.clear();
      next.clear();
      return files;
    },
  };
}
