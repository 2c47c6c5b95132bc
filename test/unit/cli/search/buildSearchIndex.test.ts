import { describe, expect, it } from 'vitest';
import { SEARCH_DIR, buildSearchIndex, createSearchIndexBuilder, type SearchDoc } from '../../../../cli/search/buildSearchIndex.ts';
import { indexPage } from '../../../../cli/search/indexedPage.ts';
import { SEARCH_FORMAT_VERSION, type IndexChunk, type Manifest, type PageTexts, type ShardHead } from '../../../../runtime/islands/search/indexCodec.ts';
import { smallSite } from '../../search/fixtures.ts';

const HASHED = /^\/search\/[a-z0-9-]+-[0-9a-f]{8}\.json$/;

function read<T>(files: Map<string, string>, file: string): T {
  const content = files.get(`${SEARCH_DIR}${file}`);
  if (content === undefined) throw new Error(`no file ${file}`);
  return JSON.parse(content) as T;
}

describe('createSearchIndexBuilder', () => {
  it('makes the files one at a time: each shard\'s term chunks, then its head, the manifest last', () => {
    const builder = createSearchIndexBuilder();
    for (const doc of smallSite) builder.add(indexPage(doc).indexed);
    const files = builder.files();
    // The first file comes before the rest are made.
    const first = files.next();
    expect(first.done).toBe(false);
    const urls = [first.value![0], ...[...files].map(([url]) => url)];
    const built = buildSearchIndex(smallSite);
    expect(urls).toEqual([...built.files.keys()].filter((url) => !url.startsWith('/search/text-')));
    expect(urls.at(-1)).toBe(built.manifestUrl);
    const manifest = JSON.parse(built.files.get(built.manifestUrl)!) as Manifest;
    for (const shard of manifest.shards) {
      const head = urls.indexOf(`${SEARCH_DIR}${shard.file}`);
      for (const chunk of read<ShardHead>(built.files, shard.file).chunks) expect(urls.indexOf(`${SEARCH_DIR}${chunk.file}`)).toBeLessThan(head);
    }
  });
});

describe('buildSearchIndex', () => {
  it('names every file by its content hash under /search/, but the manifest, whose name every build keeps', () => {
    const { files, manifestUrl } = buildSearchIndex(smallSite);
    expect(manifestUrl).toBe('/search/manifest.json');
    for (const url of files.keys()) if (url !== manifestUrl) expect(url).toMatch(HASHED);
    expect(files.has(manifestUrl)).toBe(true);
  });

  it('gives the same files for the same pages, and new names when the content changes', () => {
    const first = buildSearchIndex(smallSite);
    const again = buildSearchIndex(smallSite);
    expect([...again.files.keys()]).toEqual([...first.files.keys()]);
    const edited = smallSite.map((doc, i) => (i === 0 ? { ...doc, sections: [{ id: null, heading: 'Button', text: 'Changed.' }] } : doc));
    const changed = buildSearchIndex(edited);
    // Pages name the manifest, so its name stays: one page's new text changes no other page.
    expect(changed.manifestUrl).toBe(first.manifestUrl);
    expect(changed.files.get(changed.manifestUrl)).not.toBe(first.files.get(first.manifestUrl));
    // Only the edited product's files change: the others stay cached in browsers.
    const joy = (files: Map<string, string>) => [...files.keys()].filter((url) => url.startsWith('/search/joy-ui-'));
    expect(joy(changed.files)).toEqual(joy(first.files));
  });

  it('writes one shard per product, the largest first, each listing its own pages', () => {
    const { files, manifestUrl } = buildSearchIndex(smallSite);
    const manifest = JSON.parse(files.get(manifestUrl)!) as Manifest;
    expect(manifest.v).toBe(SEARCH_FORMAT_VERSION);
    expect(manifest.shards.map((s) => [s.product, read<ShardHead>(files, s.file).pages.length])).toEqual([
      ['joy-ui', 3],
      ['material-ui', 3],
      [null, 1],
    ]);
    expect(manifest.shards.map((s) => s.file)).toEqual([expect.stringMatching(/^joy-ui-/), expect.stringMatching(/^material-ui-/), expect.stringMatching(/^site-/)]);
    const material = read<ShardHead>(files, manifest.shards[1].file);
    expect(material.pages.map(([route, title, product]) => [route, title, product])).toEqual([
      ['/material-ui/react-button/', 'Button', 'Material UI'],
      ['/material-ui/react-slider/', 'Slider', 'Material UI'],
      ['/material-ui/customization/theming/', 'Theming', 'Material UI'],
    ]);
    expect(read<ShardHead>(files, manifest.shards[0].file).pages[0][2]).toBe('Joy UI');
    expect(read<ShardHead>(files, manifest.shards[2].file).pages[0][2]).toBeNull();
  });

  it('lists every page and section of a large shard in the head, in order, its rows set aside on disk meanwhile', () => {
    // Long titles and some pages without sections: the rows of a few hundred pages come to more than is held in memory.
    const docs: SearchDoc[] = Array.from({ length: 700 }, (_, n) => ({
      route: `/guide/page-${n}/`,
      title: `Page ${n} ${'with a long title '.repeat(20)}`,
      productId: 'guide',
      sections: n % 3 === 0 ? [] : [{ id: `part-${n}`, heading: `Part ${n}`, text: `Words of page ${n}, and é and 😀.` }],
    }));
    const { files, manifestUrl } = buildSearchIndex(docs);
    const [shard] = (JSON.parse(files.get(manifestUrl)!) as Manifest).shards;
    const head = read<ShardHead>(files, shard.file);
    expect(head.pages.map(([route]) => route)).toEqual(docs.map((doc) => doc.route));
    const sectionPages = head.sections.map(([page]) => page);
    expect(sectionPages.length).toBeGreaterThanOrEqual(docs.filter((doc) => doc.sections.length > 0).length);
    expect(sectionPages).toEqual([...sectionPages].sort((a, b) => a - b));
    expect(new Set(sectionPages)).toEqual(new Set(docs.map((_, n) => n)));
  });

  it('keeps section text in one file per page, referenced from the head', () => {
    const { files, manifestUrl } = buildSearchIndex(smallSite);
    const headFile = (JSON.parse(files.get(manifestUrl)!) as Manifest).shards[1].file;
    const head = read<ShardHead>(files, headFile);
    const texts = read<PageTexts>(files, head.pages[0][3]);
    expect(texts.texts).toEqual(smallSite[0].sections.map((s) => s.text));
    expect(head.sections.slice(0, 3)).toEqual([
      [0, null, 'Button', 1],
      [0, 'variants', 'Variants', 1],
      [0, 'loading', 'Loading', 1],
    ]);
    // Text is not in the head: it would be half of its weight.
    expect(files.get(`${SEARCH_DIR}${headFile}`)).not.toContain('quokka');
  });

  it('splits the index into sorted, non-overlapping term chunks named in the head', () => {
    const { files, manifestUrl } = buildSearchIndex(smallSite);
    for (const { file } of (JSON.parse(files.get(manifestUrl)!) as Manifest).shards) {
      const head = read<ShardHead>(files, file);
      expect(head.chunks.length).toBeGreaterThan(0);
      let previous = '';
      for (const ref of head.chunks) {
        const terms = read<IndexChunk>(files, ref.file).terms.split(' ');
        expect([terms[0], terms[terms.length - 1]]).toEqual([ref.first, ref.last]);
        expect([...terms].sort()).toEqual(terms);
        expect(ref.first > previous).toBe(true);
        previous = ref.last;
      }
    }
  });

  it('adds a title-only intro to a page given without one, so every page is found by its title', () => {
    const { files, manifestUrl } = buildSearchIndex([{ route: '/a/x/', title: 'Lonely', productId: 'a', sections: [{ id: 'h', heading: 'H', text: 'Body.' }] }]);
    const head = read<ShardHead>(files, (JSON.parse(files.get(manifestUrl)!) as Manifest).shards[0].file);
    expect(head.sections).toEqual([
      [0, null, 'Lonely', 0],
      [0, 'h', 'H', 1],
    ]);
  });

  it('builds an empty manifest for a site without pages', () => {
    const { files, manifestUrl } = buildSearchIndex([]);
    expect(files.size).toBe(1);
    expect(JSON.parse(files.get(manifestUrl)!)).toEqual({ v: SEARCH_FORMAT_VERSION, shards: [] });
  });
});
