/**
 * The search index of a whole site, cached under the digest of what it is made from: every page's route, title,
 * product and sections, in the site's order, with what every render reads (docsgen's code among it). A build whose
 * pages all come from the render cache takes the index from here instead of indexing every page again.
 */
import type { SearchDoc, SearchIndexFiles } from '../search/buildSearchIndex.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest, digestOfData } from './digest.ts';
import { readValue, writeValue } from './storedValues.ts';

/** What the index takes of one page, as a digest: a build keeps these, not the pages' sections, until the key is known. */
export function searchDocKey(doc: SearchDoc): string {
  return digestOfData([doc.route, doc.title, doc.productId, doc.sections]);
}

/** The key of the index of the pages whose `searchDocKey`s are `docKeys` (in the site's order). */
export function searchIndexKeyOfDocKeys(siteKey: string, docKeys: readonly string[]): string {
  return digest('search-index', siteKey, ...docKeys);
}

/** The key of the index of `docs` (in the site's order) for a site whose renders share `siteKey`. */
export function searchIndexKey(siteKey: string, docs: readonly SearchDoc[]): string {
  return searchIndexKeyOfDocKeys(siteKey, docs.map(searchDocKey));
}

/** The index stored under `key`, every page's text file included; null on a miss. */
export function readSearchIndex(store: CacheStore, key: string): SearchIndexFiles | null {
  return readValue<SearchIndexFiles>(store, key);
}

export function writeSearchIndex(store: CacheStore, key: string, index: SearchIndexFiles): void {
  writeValue(store, key, index);
}
