/**
 * The incremental search index: each page's part is kept in the cache and an unchanged page's is appended as it is,
 * with files the same as a cold build's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheEntryLost, CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { createSiteSearchIndex, searchDocKey, searchIndexEntryKey } from '../../../../cli/cache/searchIndexCache.ts';
import { buildSearchIndex, type SearchDoc } from '../../../../cli/search/buildSearchIndex.ts';
import { smallSite } from '../../search/fixtures.ts';

let dir: string;
let store: CacheStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-parts-'));
  store = new CacheStore(dir, { maxBytes: 1e9 });
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Indexes `docs` with the cache, each page under the render key `renderKeys` gives it; every file, page texts
 * included, the index files' contents asked for unless `linked` says the previous build's file is linked instead.
 */
function cachedBuild(
  docs: readonly SearchDoc[],
  renderKeys: (doc: SearchDoc) => string | undefined = () => undefined,
  cache: CacheStore | null = store,
  linked: (url: string) => boolean = () => false,
) {
  const texts = new Map<string, string>();
  const index = createSiteSearchIndex(cache, '/site', (url, bytes, content) => {
    const text = content();
    expect(Buffer.byteLength(text)).toBe(bytes);
    texts.set(url, text);
  });
  for (const doc of docs) index.add(doc, renderKeys(doc));
  const files = new Map<string, string>();
  index.finish((url, bytes, content) => {
    expect(files.has(url), `${url} handed on once`).toBe(false);
    if (linked(url)) return void files.set(url, 'linked');
    const made = content();
    expect(made.length).toBe(bytes);
    files.set(url, Buffer.from(made).toString('utf8'));
  });
  return { files: new Map([...texts, ...files]), indexFiles: [...files.keys()], use: index.use, stored: index.stored };
}

/** The files of a cold build of `docs`, sorted by name, to compare with a cached build's. */
function sorted(files: Map<string, string>): [string, string][] {
  return [...files].sort(([a], [b]) => (a < b ? -1 : 1));
}

const edited = smallSite.map((doc, i) => (i === 1 ? { ...doc, sections: [{ id: null, heading: doc.title, text: 'Sliders now pick a wombat from a range.' }, ...doc.sections.slice(1)] } : doc));

describe('createSiteSearchIndex', () => {
  it('gives the files of a cold build, and indexes again only the page that changed', () => {
    const first = cachedBuild(smallSite);
    expect(sorted(first.files)).toEqual(sorted(buildSearchIndex(smallSite).files));
    expect(first.use).toEqual({ reused: 0, indexed: smallSite.length });
    expect(first.stored).toBe(true);

    const second = cachedBuild(edited);
    expect(second.use).toEqual({ reused: smallSite.length - 1, indexed: 1 });
    expect(sorted(second.files)).toEqual(sorted(buildSearchIndex(edited).files));
    expect([...second.files.values()].some((content) => content.includes('wombat'))).toBe(true);
  });

  it('drops a removed page from the index, and gives a cold build’s files when pages move', () => {
    cachedBuild(smallSite);
    const removed = smallSite.filter((_, i) => i !== 0);
    const after = cachedBuild(removed);
    expect(after.use).toEqual({ reused: removed.length, indexed: 0 });
    expect(after.stored).toBe(true);
    expect(sorted(after.files)).toEqual(sorted(buildSearchIndex(removed).files));
    expect([...after.files.values()].some((content) => content.includes(smallSite[0].route))).toBe(false);

    const reordered = [...removed].reverse();
    expect(sorted(cachedBuild(reordered).files)).toEqual(sorted(buildSearchIndex(reordered).files));
  });

  it('finds a page by its render key without looking at its sections, and stores nothing when nothing changed', () => {
    const renderKey = (doc: SearchDoc) => `render of ${doc.route}`;
    const first = cachedBuild(smallSite, renderKey);
    const again = cachedBuild(smallSite, renderKey);
    expect(again.use).toEqual({ reused: smallSite.length, indexed: 0 });
    expect(again.stored).toBe(false);
    expect(sorted(again.files)).toEqual(sorted(first.files));
    // A new render of the same text (the site's nav changed, say) reuses the page's part, found by its sections.
    const rerendered = cachedBuild(smallSite, (doc) => `new ${renderKey(doc)}`);
    expect(rerendered.use).toEqual({ reused: smallSite.length, indexed: 0 });
    expect(rerendered.stored).toBe(true);
  });

  it('indexes every page again when the entry is corrupt', () => {
    cachedBuild(smallSite);
    for (const folder of fs.readdirSync(dir)) {
      for (const name of fs.readdirSync(path.join(dir, folder))) fs.appendFileSync(path.join(dir, folder, name), 'garbage');
    }
    const after = cachedBuild(edited);
    expect(after.use).toEqual({ reused: 0, indexed: smallSite.length });
    expect(sorted(after.files)).toEqual(sorted(buildSearchIndex(edited).files));
  });
});

describe('createSiteSearchIndex, a page\'s part changed on disk', () => {
  /** Garbles the first byte of the entry, inside the first page's part. */
  const garbleFirstPart = () => {
    const file = path.join(dir, searchIndexEntryKey('/site').slice(0, 2), searchIndexEntryKey('/site'));
    const bytes = fs.readFileSync(file);
    bytes[0] ^= 0xff;
    fs.writeFileSync(file, bytes);
  };

  it('reads no page\'s part when no page changed', () => {
    const first = cachedBuild(smallSite);
    garbleFirstPart();
    const again = cachedBuild(smallSite);
    expect(again.use).toEqual({ reused: smallSite.length, indexed: 0 });
    expect(sorted(again.files)).toEqual(sorted(first.files));
  });

  /** Garbles the first byte of the stored content of the index file at `url` (in a cold build's `files`). */
  const garbleFile = (files: Map<string, string>, url: string) => {
    const file = path.join(dir, searchIndexEntryKey('/site').slice(0, 2), searchIndexEntryKey('/site'));
    const bytes = fs.readFileSync(file);
    const at = bytes.indexOf(Buffer.from(files.get(url)!));
    expect(at).toBeGreaterThanOrEqual(0);
    bytes[at] ^= 0xff;
    fs.writeFileSync(file, bytes);
  };

  it('reads no index file when no page changed and the previous build has it to link', () => {
    const first = cachedBuild(smallSite);
    const url = first.indexFiles[0];
    garbleFile(first.files, url);
    const again = cachedBuild(smallSite, undefined, store, (name) => name === url);
    expect(again.files.get(url)).toBe('linked');
    expect(sorted(again.files).filter(([name]) => name !== url)).toEqual(sorted(first.files).filter(([name]) => name !== url));
  });

  it('stops the build, and drops the entry, when an index file it must write is not as written', () => {
    const first = cachedBuild(smallSite);
    garbleFile(first.files, first.indexFiles[0]);
    expect(() => cachedBuild(smallSite)).toThrow(CacheEntryLost);
    const retried = cachedBuild(smallSite);
    expect(retried.use).toEqual({ reused: 0, indexed: smallSite.length });
    expect(sorted(retried.files)).toEqual(sorted(first.files));
  });

  it('stops the build, and drops the entry, when it reads a part that is not as written', () => {
    cachedBuild(smallSite);
    garbleFirstPart();
    expect(() => cachedBuild(edited)).toThrow(CacheEntryLost);
    const retried = cachedBuild(edited);
    expect(retried.use).toEqual({ reused: 0, indexed: smallSite.length });
    expect(sorted(retried.files)).toEqual(sorted(buildSearchIndex(edited).files));
  });
});

describe('createSiteSearchIndex without a cache', () => {
  it('indexes every page and keeps nothing, with the files of a cold build', () => {
    const built = cachedBuild(edited, () => 'ignored', null);
    expect(built.use).toEqual({ reused: 0, indexed: edited.length });
    expect(built.stored).toBe(false);
    expect(sorted(built.files)).toEqual(sorted(buildSearchIndex(edited).files));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('searchDocKey', () => {
  it('changes with any page text, heading, title, product or route, and with the indexing code', () => {
    const doc = smallSite[0];
    const key = searchDocKey(doc, 'code');
    expect(searchDocKey({ ...doc, sections: doc.sections.map((s) => ({ ...s })) }, 'code')).toBe(key);
    const changed = [
      searchDocKey({ ...doc, sections: [{ ...doc.sections[0], text: 'Other.' }, ...doc.sections.slice(1)] }, 'code'),
      searchDocKey({ ...doc, sections: [{ ...doc.sections[0], heading: 'Other' }, ...doc.sections.slice(1)] }, 'code'),
      searchDocKey({ ...doc, title: 'Other' }, 'code'),
      searchDocKey({ ...doc, productId: null }, 'code'),
      searchDocKey({ ...doc, route: '/other/' }, 'code'),
      searchDocKey(doc, 'other code'),
    ];
    expect(new Set([key, ...changed]).size).toBe(changed.length + 1);
  });
});

describe('createSiteSearchIndex, a site of more pages than a part of its records holds', () => {
  const large: SearchDoc[] = Array.from({ length: 600 }, (_, i) => ({ ...smallSite[i % smallSite.length], route: `/docs/page-${i}/`, title: `Page ${i}` }));

  it("finds each page's record, the pages in the site's order or moved", () => {
    cachedBuild(large);
    const again = cachedBuild(large);
    expect(again.use).toEqual({ reused: large.length, indexed: 0 });
    expect(again.stored).toBe(false);
    const moved = [...large.slice(300), ...large.slice(0, 300)].reverse();
    const after = cachedBuild(moved);
    expect(after.use).toEqual({ reused: large.length, indexed: 0 });
    expect(sorted(after.files)).toEqual(sorted(buildSearchIndex(moved).files));
  });

  it('stops the build, and drops the entry, when a part of its records is not as written', () => {
    cachedBuild(large);
    const file = path.join(dir, searchIndexEntryKey('/site').slice(0, 2), searchIndexEntryKey('/site'));
    const bytes = fs.readFileSync(file);
    // A page's record holds the digest of what it was indexed from; its part holds none.
    const at = bytes.indexOf(Buffer.from(searchDocKey(large[450])));
    expect(at).toBeGreaterThanOrEqual(0);
    bytes[at] ^= 0xff;
    fs.writeFileSync(file, bytes);
    expect(() => cachedBuild(large)).toThrow(CacheEntryLost);
    const retried = cachedBuild(large);
    expect(retried.use).toEqual({ reused: 0, indexed: large.length });
    expect(sorted(retried.files)).toEqual(sorted(buildSearchIndex(large).files));
  });
});
