import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchDoc } from '../../../../../cli/search/buildSearchIndex.ts';
import { MAX_HITS, MAX_HITS_PER_PAGE, SearchEngine, type SearchOutcome } from '../../../../../runtime/islands/search/searchEngine.ts';
import { INDEX_OPTIONS } from '../../../../../runtime/islands/search/searchTerms.ts';
import { nameKey, TitleMatch, titleMatch } from '../../../../../runtime/islands/search/hitRanking.ts';
import { highlightParts } from '../../../../../runtime/islands/search/snippet.ts';
import { serve, settle, smallSite } from '../../../search/fixtures.ts';
import { syntheticCorpus } from '../../../search/syntheticCorpus.ts';

/** An engine over `docs` built and served from memory, with every file the query needs loaded. */
async function engineFor(docs: SearchDoc[], product: string | null, base = 'https://docs.test') {
  const { files, manifestUrl } = buildSearchIndex(docs);
  const served = serve(files);
  let changes = 0;
  const engine = new SearchEngine(`${base}${manifestUrl}`, product, () => changes++, served.fetcher);
  await engine.prefetch();
  const search = async (query: string): Promise<SearchOutcome> => {
    // Each call asks for what the query needs next (chunks, the other products' heads, their chunks) until all is in.
    let outcome = engine.search(query);
    for (let round = 0; round < 20 && (outcome.waiting || outcome.pending); round++) {
      await settle();
      outcome = engine.search(query);
    }
    await engine.loadTexts(outcome.hits);
    return engine.search(query);
  };
  return { engine, search, requests: served.requests, files, changes: () => changes };
}

describe('SearchEngine', () => {
  it('asks for the manifest, whose name every build keeps, as the server confirms it now; the hashed files as they are', async () => {
    const { files, manifestUrl } = buildSearchIndex(smallSite);
    const asked: [string, boolean][] = [];
    const served = serve(files);
    const engine = new SearchEngine(`https://docs.test${manifestUrl}`, 'material-ui', () => {}, (url, options) => {
      asked.push([new URL(url).pathname, options?.revalidate ?? false]);
      return served.fetcher(url);
    });
    await engine.prefetch();
    expect(asked[0]).toEqual([manifestUrl, true]);
    expect(asked.slice(1).length).toBeGreaterThan(0);
    expect(asked.slice(1).every(([, revalidate]) => !revalidate)).toBe(true);
  });

  it('finds the one page whose body holds a word, linking to its section', async () => {
    const { search } = await engineFor(smallSite, 'material-ui');
    const { hits } = await search('quokka');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      href: '/material-ui/react-button/#loading',
      route: '/material-ui/react-button/',
      anchor: 'loading',
      title: 'Button',
      heading: 'Loading',
      product: 'Material UI',
      snippet: 'Use the loading prop to show a spinner; the quokka waits patiently.',
      terms: ['quokka'],
    });
  });

  it('links an intro hit to the page itself and keeps the base path of the manifest', async () => {
    const { files, manifestUrl } = buildSearchIndex(smallSite);
    const served = serve(new Map([...files].map(([url, content]) => [`/docs${url}`, content])));
    const engine = new SearchEngine(`https://docs.test/docs${manifestUrl}`, null, () => {}, served.fetcher);
    await engine.prefetch();
    engine.search('welcome');
    await settle();
    expect(engine.search('welcome').hits[0]).toMatchObject({ href: '/docs/', anchor: null, title: 'Home', product: null });
  });

  it('ranks a page titled with the word above pages that only mention it', async () => {
    const { search } = await engineFor(smallSite, 'material-ui');
    const { hits } = await search('slider');
    expect(hits[0]).toMatchObject({ route: '/material-ui/react-slider/', anchor: null });
    // Theming's palette section says "slider" four times, still below the Slider page's own sections.
    expect(hits.findIndex((h) => h.route === '/material-ui/customization/theming/')).toBeGreaterThan(hits.findIndex((h) => h.anchor === 'marks'));
  });

  it('ranks the page a query names first, then its API page, then the API pages of its parts, then the sections that mention it', async () => {
    const page = (route: string, title: string, text: string): SearchDoc => ({ route, title, productId: 'material-ui', sections: [{ id: null, heading: title, text }] });
    const docs = [
      page('/material-ui/api/button-base/', 'ButtonBase API', 'ButtonBase is the base of every button: Button, IconButton and ButtonGroup build on ButtonBase.'),
      page('/material-ui/api/button-group/', 'ButtonGroup API', 'ButtonGroup groups buttons; every Button in a ButtonGroup shares its variant.'),
      page('/material-ui/react-button/', 'Buttons', 'A button triggers an action.'),
      page('/material-ui/api/button/', 'Button API', 'The props of Button.'),
      { ...page('/material-ui/react-dialog/', 'Dialog', 'A dialog.'), sections: [{ id: null, heading: 'Dialog', text: 'A dialog.' }, { id: 'actions', heading: 'Actions', text: 'Put a button, a button and a button.' }] },
    ];
    const { search } = await engineFor(docs, 'material-ui');
    expect((await search('button')).hits.map((h) => h.href)).toEqual([
      '/material-ui/react-button/',
      '/material-ui/api/button/',
      '/material-ui/api/button-base/',
      '/material-ui/api/button-group/',
      '/material-ui/react-dialog/#actions',
    ]);
    expect((await search('ButtonGroup')).hits[0].href).toBe('/material-ui/api/button-group/');
    expect((await search('button api')).hits[0].href).toBe('/material-ui/api/button/');
  });

  it('finds a page the query names where its words miss it', async () => {
    const docs: SearchDoc[] = [
      { route: '/material-ui/migration/v5/', title: 'Migrating to v5', productId: 'material-ui', sections: [{ id: null, heading: 'Migrating to v5', text: 'Upgrade step by step.' }] },
      { route: '/material-ui/migration/v6/', title: 'Upgrade to v6', productId: 'material-ui', sections: [{ id: null, heading: 'Upgrade to v6', text: 'Still on v4? Migrate to v5 first.' }] },
    ];
    const { search } = await engineFor(docs, 'material-ui');
    expect((await search('migrate to v5')).hits.map((h) => h.href)).toEqual(['/material-ui/migration/v5/', '/material-ui/migration/v6/']);
  });

  it('finds Chinese, Japanese and Korean words inside a sentence, and marks them', async () => {
    const docs: SearchDoc[] = [
      { route: '/zh/material-ui/dark-mode/', title: '深色模式', productId: 'material-ui', sections: [{ id: null, heading: '深色模式', text: 'Material UI 提供浅色和深色两种调色板模式。' }] },
      { route: '/ja/material-ui/dark-mode/', title: 'ダークモード', productId: 'material-ui', sections: [{ id: null, heading: 'ダークモード', text: 'テーマのパレットを切り替えて、ダークモードを有効にします。' }] },
      { route: '/ko/material-ui/dark-mode/', title: '다크 모드', productId: 'material-ui', sections: [{ id: null, heading: '다크 모드', text: '테마에서 팔레트 모드를 설정하여 다크 모드를 사용할 수 있습니다.' }] },
    ];
    const { search } = await engineFor(docs, 'material-ui');
    const [chinese] = (await search('调色板')).hits;
    expect(chinese.href).toBe('/zh/material-ui/dark-mode/');
    expect(highlightParts(chinese.snippet!, chinese.terms).filter((part) => part.match)).toEqual([{ text: '调色板', match: true }]);
    expect((await search('切り替え')).hits.map((h) => h.href)).toEqual(['/ja/material-ui/dark-mode/']);
    expect((await search('팔레트')).hits.map((h) => h.href)).toEqual(['/ko/material-ui/dark-mode/']);
  });

  it('matches words across the title, the heading and the text of a section', async () => {
    const { search } = await engineFor(smallSite, 'material-ui');
    expect((await search('button variants')).hits[0]).toMatchObject({ route: '/material-ui/react-button/', anchor: 'variants' });
  });

  it('finds prefixes, typos and parts of camelCase identifiers', async () => {
    const { search } = await engineFor(smallSite, 'material-ui');
    expect((await search('decor')).hits[0]).toMatchObject({ anchor: 'decorators' });
    expect((await search('decoraters')).hits[0]).toMatchObject({ anchor: 'decorators' });
    expect((await search('createTheme')).hits[0]).toMatchObject({ route: '/material-ui/customization/theming/' });
    expect((await search('provider')).hits[0]).toMatchObject({ route: '/material-ui/customization/theming/' });
  });

  it('ignores stop words, but not a last word still being typed', async () => {
    const { search } = await engineFor(smallSite, 'material-ui');
    expect((await search('the quokka')).hits.map((h) => h.anchor)).toEqual(['loading']);
    expect((await search('the')).hits.length).toBeGreaterThan(0);
  });

  it('falls back to any word when no section has them all', async () => {
    const { search } = await engineFor(smallSite, 'material-ui');
    expect((await search('quokka zeppelin')).hits.map((h) => h.anchor)).toEqual(['loading']);
  });

  it("ranks the reader's product first and still finds the others", async () => {
    const joyReader = await engineFor(smallSite, 'joy-ui');
    const joyHits = (await joyReader.search('button')).hits;
    expect(joyHits[0]).toMatchObject({ route: '/joy-ui/react-button/', product: 'Joy UI' });
    expect(joyHits.some((h) => h.product === 'Material UI')).toBe(true);
    const materialReader = await engineFor(smallSite, 'material-ui');
    expect((await materialReader.search('button')).hits[0]).toMatchObject({ route: '/material-ui/react-button/' });
  });

  it('returns at most MAX_HITS hits and MAX_HITS_PER_PAGE per page', async () => {
    const page = (n: number): SearchDoc => ({
      route: `/material-ui/p${n}/`,
      title: `Page ${n}`,
      productId: 'material-ui',
      sections: Array.from({ length: 6 }, (_, s) => ({ id: s ? `s${s}` : null, heading: `Part ${s}`, text: 'common words here' })),
    });
    const { search } = await engineFor(Array.from({ length: 12 }, (_, n) => page(n)), 'material-ui');
    const { hits } = await search('common');
    expect(hits).toHaveLength(MAX_HITS);
    const perPage = new Map<string, number>();
    for (const hit of hits) perPage.set(hit.route, (perPage.get(hit.route) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBe(MAX_HITS_PER_PAGE);
  });

  it("loads the manifest and the reader's shard head on prefetch, and nothing else", async () => {
    const { requests, files } = await engineFor(smallSite, 'joy-ui');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toBe('/search/manifest.json');
    expect(requests[1]).toMatch(/^\/search\/joy-ui-[0-9a-f]{8}\.json$/);
    expect(files.has(requests[1])).toBe(true);
  });

  it("fetches the reader's chunks for a query first, then the other products, then the texts of the hits shown", async () => {
    const { engine, requests } = await engineFor(smallSite, 'joy-ui');
    const waiting = engine.search('decorators');
    expect(waiting).toMatchObject({ waiting: true, hits: [] });
    expect(requests.slice(2)).toEqual([expect.stringMatching(/^\/search\/joy-ui-terms-/)]);
    await settle();
    const answered = engine.search('decorators');
    expect(answered.waiting).toBe(false);
    expect(answered.hits[0]).toMatchObject({ anchor: 'decorators', snippet: null });
    await settle();
    expect(requests.some((r) => r.startsWith('/search/material-ui-'))).toBe(true);
    expect(requests.some((r) => r.startsWith('/search/text-'))).toBe(false);
    await engine.loadTexts(engine.search('decorators').hits);
    expect(engine.search('decorators').hits[0].snippet).toBe('Start and end decorators hold icons beside the label.');
  });

  it('reports loading, then failure, when the index cannot be fetched', async () => {
    let changes = 0;
    const engine = new SearchEngine('https://docs.test/search/manifest-00000000.json', null, () => changes++, async () => {
      throw new Error('offline');
    });
    expect(engine.search('button')).toMatchObject({ pending: true, failed: false });
    await settle();
    expect(engine.search('button')).toMatchObject({ hits: [], pending: false, failed: true });
    expect(changes).toBe(1);
  });

  it('answers exactly as one MiniSearch over the whole site would, chunk by chunk', async () => {
    // Titles and headings no query names: hits a query names are ordered by the ranking (hitRanking.ts), not by MiniSearch.
    const docs = syntheticCorpus({ pages: 40, sectionChars: 300, vocabulary: 3000 }).map((doc) => ({
      ...doc,
      title: `Page ${doc.title}`,
      productId: 'material-ui',
      sections: doc.sections.map((s) => ({ ...s, heading: `Part ${s.heading}` })),
    }));
    const { search, engine } = await engineFor(docs, 'material-ui');
    const reference = new MiniSearch(INDEX_OPTIONS);
    reference.addAll(docs.flatMap((doc) => doc.sections.map((s) => ({ title: doc.title, heading: s.heading, text: s.text }))).map((s, id) => ({ ...s, id })));
    const queries = ['kalo', 'mi', 'zitabe', 'ru page'];
    for (const query of queries) {
      const key = nameKey(query);
      expect(docs.some((doc) => doc.sections.some((s) => titleMatch(key, doc.title, s.heading, s.id === null).match !== TitleMatch.None)), query).toBe(false);
    }
    for (const query of queries) {
      const ours = (await search(query)).hits.map((h) => `${h.route}#${h.anchor}`);
      // The engine's per-page cap aside, the order is MiniSearch's own.
      const expected: string[] = [];
      const perPage = new Map<string, number>();
      const sections = docs.flatMap((doc) => doc.sections.map((s) => `${doc.route}#${s.id}`));
      for (const result of reference.search(query, { boost: { title: 2, heading: 3 }, prefix: true, fuzzy: (t) => (t.length >= 5 ? 0.2 : false), maxFuzzy: 2, combineWith: 'AND' })) {
        const key = sections[result.id as number];
        const route = key.split('#')[0];
        if ((perPage.get(route) ?? 0) >= MAX_HITS_PER_PAGE) continue;
        perPage.set(route, (perPage.get(route) ?? 0) + 1);
        if (expected.push(key) === MAX_HITS) break;
      }
      expect(ours, query).toEqual(expected);
    }
    expect(engine.search('kalo').waiting).toBe(false);
  });
});
