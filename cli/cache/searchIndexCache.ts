/**
 * The site's search index, each page indexed as it renders (its part set aside on disk until the last page is in),
 * and incrementally with the build cache: each page's part of it (its terms, its rows in its shard head, its text
 * file's name; see indexedPage.ts) is kept, and a build takes an unchanged page's part as the last build left it
 * instead of tokenizing the page again. The index files (shard heads and term chunks) are packed anew from the parts
 * when any page changed, which gives the same files as indexing every page; when none did, they are the last build's.
 * Parts and files are one entry, by the site's location, read in one go.
 *
 * A page's part is found by its render key (a page whose render is known has the sections it was indexed from) or
 * else by the digest of what the index takes of it: its route, title, product and sections, with docsgen's code.
 */
import { createSearchIndexBuilder, textFileUrl, type EmitText, type SearchDoc, type SearchIndexFiles } from '../search/buildSearchIndex.ts';
import { indexPage, pageText, type IndexedPage } from '../search/indexedPage.ts';
import { SEARCH_MANIFEST_URL } from '../search/searchFiles.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { docsgenFingerprint } from './docsgenFingerprint.ts';
import { readValue, writeValue } from './storedValues.ts';
import { SpilledList } from '../spillFile.ts';

/** A page's part of the index as a build left it, with what it was made from. */
interface StoredPart {
  /** The key of the render the page's sections came from, when the render cache knew it. */
  renderKey: string | undefined;
  docKey: string;
  indexed: IndexedPage;
}

/** What a build stores of its index: each page's part by route, in the site's order, and the index files made of them. */
interface StoredIndex {
  parts: Map<string, StoredPart>;
  files: Map<string, string>;
}

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
  /** The index files but the page texts; with the cache, stores the pages' parts and the files when they changed. */
  finish(): SearchIndexFiles;
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

function sameRoutesInOrder(a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): boolean {
  if (a.size !== b.size) return false;
  const others = b.keys();
  for (const route of a.keys()) if (others.next().value !== route) return false;
  return true;
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
      finish() {
        const builder = createSearchIndexBuilder();
        for (const indexed of parts) builder.add(indexed);
        return builder.finish();
      },
    };
  }

  const entryKey = searchIndexEntryKey(siteRoot);
  const found = readValue<StoredIndex>(store, entryKey);
  const last = found?.parts instanceof Map ? found.parts : new Map<string, StoredPart>();
  // The parts of this build by route: the last build's as read, those made now set aside on disk until the index is
  // made (see above), known by their place among them.
  const next = new Map<string, Omit<StoredPart, 'indexed'> & ({ indexed: IndexedPage } | { madeNow: number })>();
  const madeNow = new SpilledList<IndexedPage>();
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
      if (previous?.docKey === docKey) {
        next.set(doc.route, { renderKey, docKey, indexed: previous.indexed });
        emit(previous.indexed, () => pageText(doc));
        use.reused += 1;
      } else {
        const { indexed, text } = indexPage(doc);
        next.set(doc.route, { renderKey, docKey, madeNow: madeNow.length });
        madeNow.push(indexed);
        emit(indexed, () => text);
        use.indexed += 1;
      }
      if (previous?.docKey !== docKey || previous.renderKey !== renderKey) changed = true;
    },
    finish() {
      // The same parts in the same order make the same files.
      if (!changed && found?.files instanceof Map && sameRoutesInOrder(last, next)) return { files: found.files, manifestUrl: SEARCH_MANIFEST_URL };
      const spilled = [...madeNow];
      const parts = new Map<string, StoredPart>();
      for (const [route, { renderKey, docKey, ...part }] of next) parts.set(route, { renderKey, docKey, indexed: 'indexed' in part ? part.indexed : spilled[part.madeNow] });
      const builder = createSearchIndexBuilder();
      for (const part of parts.values()) builder.add(part.indexed);
      const index = builder.finish();
      writeValue(store, entryKey, { parts, files: index.files } satisfies StoredIndex);
      stored = true;
      return index;
    },
  };
}
