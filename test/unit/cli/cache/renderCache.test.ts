import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import type { ApiPage } from '../../../../cli/api/apiPages.ts';
import { pageFacts } from '../../../../cli/build/pageFacts.ts';
import type { RenderedJob } from '../../../../cli/build/renderJob.ts';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { createRenderCache } from '../../../../cli/cache/renderCache.ts';
import type { PreparedDemo } from '../../../../cli/demos/prepareDemo.tsx';
import type { SiteModel, SourcePage } from '../../../../cli/model.ts';
import type { RenderInputs } from '../../../../cli/render/renderContext.tsx';
import { loadDemoReferenceParser } from '../../../../cli/markdown/demoReferences.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-render-cache-'));
  folders.push(dir);
  return dir;
}

const root = '/site';
const DEMO_BODY = 'Shows a demo:\n\n{{"demo": "Demo.tsx"}}\n';
function page(name: string, body = `Text of ${name}.`, extra: Partial<SourcePage> = {}): SourcePage {
  return { route: `/guide/${name}/`, file: `pages/guide/${name}.md`, absFile: `${root}/pages/guide/${name}.md`, frontMatter: { title: name }, body, bodyLine: 4, ...extra };
}

function inputs(changes: { pages?: SourcePage[]; title?: string; nav?: string; base?: string; demoHtml?: string; codeKey?: string } = {}): RenderInputs {
  const model: SiteModel = {
    root,
    contentDir: root,
    config: { title: changes.title ?? 'Docs', siteUrl: 'https://docs.example.com', languages: ['en'], products: [] } as unknown as SiteModel['config'],
    configFile: 'site.config.ts',
    products: [{ id: 'guide', name: 'Guide', versions: [], navFile: 'nav/guide.ts', nav: [{ pathname: '/guide/a', title: changes.nav ?? 'A' }] }],
    pages: changes.pages ?? [page('a', DEMO_BODY), page('b')],
    warnings: [],
  };
  const demo = { variants: [{ html: changes.demoHtml ?? '<button>Demo</button>' }], styles: new Map(), stylingSwitchSrc: null } as unknown as PreparedDemo;
  const siteCode = changes.codeKey === undefined ? undefined : { plugins: [], theme: null, key: changes.codeKey };
  return { model, prepared: new Map([[`${root}/pages/guide/Demo.tsx`, demo]]), templates: [], routes: new Set(model.pages.map((p) => p.route)), base: changes.base ?? '/', siteCode };
}

function rendered(source: SourcePage, extra: Partial<RenderedJob['page']> = {}): RenderedJob {
  const page: RenderedJob['page'] = { route: source.route, file: source.file, language: 'en', title: String(source.frontMatter.title), documentTitle: 'x', mainHtml: `<p>${source.body}</p>`, shell: { productId: 'guide' }, styles: new Map([['css-1', '.a{}']]), links: [], productId: 'guide', warnings: [], ...extra };
  return { page, sections: [{ id: 'top', heading: 'Top', text: source.body } as unknown as RenderedJob['sections'][number]], facts: pageFacts(page) };
}

/** Stores every page of a first build, then returns which pages of `next` a second build finds. */
function hitsAfterChange(next: RenderInputs, nextEnvironment = 'environment 1'): number[] {
  const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
  const first = inputs();
  const cache = createRenderCache(store, first, 'environment 1')!;
  first.model.pages.forEach((p) => cache.store(p, rendered(p)));
  const again = createRenderCache(store, next, nextEnvironment)!;
  return [...again.lookupAll(next.model.pages).keys()];
}

// Finding a page's demos is a Markdown parse, loaded on demand (the build loads it in prepareDemos).
beforeAll(loadDemoReferenceParser);

describe('the render cache', () => {
  it('finds every page again when nothing changed, with its render whole', () => {
    const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
    const site = inputs();
    const cache = createRenderCache(store, site, 'env')!;
    site.model.pages.forEach((p) => cache.store(p, rendered(p)));
    const found = createRenderCache(store, inputs(), 'env')!.lookupAll(site.model.pages);
    expect(found.get(1)).toEqual(rendered(site.model.pages[1]));
    expect([...found.keys()]).toEqual([0, 1]);
  });

  it('misses only the page whose body changed', () => {
    expect(hitsAfterChange(inputs({ pages: [page('a', DEMO_BODY), page('b', 'Edited.')] }))).toEqual([0]);
  });

  it('misses only the page whose demo was prepared differently', () => {
    expect(hitsAfterChange(inputs({ demoHtml: '<button>Changed</button>' }))).toEqual([1]);
  });

  it.each([
    ['the config', inputs({ title: 'Other docs' })],
    ['the navigation', inputs({ nav: 'Renamed' })],
    ['the base path', inputs({ base: '/docs/' })],
    ['another page\'s front matter', inputs({ pages: [page('a', DEMO_BODY), page('b', 'Text of b.', { frontMatter: { title: 'B renamed' } })] })],
    ['the list of pages', inputs({ pages: [page('a', DEMO_BODY), page('b'), page('c')] })],
  ])('misses every page when %s changed', (_, next) => {
    expect(hitsAfterChange(next)).toEqual([]);
  });

  it('misses every page when docsgen or the installed packages changed', () => {
    expect(hitsAfterChange(inputs(), 'environment 2')).toEqual([]);
  });

  it('misses a page whose published file changed, and stores nothing for a file gone', () => {
    const dir = tempDir();
    const image = path.join(dir, 'a.png');
    fs.writeFileSync(image, 'first bytes');
    const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
    const site = inputs();
    const [a, b] = site.model.pages;
    const cache = createRenderCache(store, site, 'env')!;
    cache.store(a, rendered(a, { assets: [{ url: '/assets/a-1.png', absPath: image }] }));
    cache.store(b, rendered(b, { assets: [{ url: '/assets/gone-1.png', absPath: path.join(dir, 'gone.png') }] }));
    expect([...createRenderCache(store, site, 'env')!.lookupAll(site.model.pages).keys()]).toEqual([0]);
    fs.writeFileSync(image, 'other bytes');
    expect([...createRenderCache(store, site, 'env')!.lookupAll(site.model.pages).keys()]).toEqual([]);
  });

  it('misses a page whose included Markdown or imported snippet changed', () => {
    const dir = tempDir();
    const part = path.join(dir, 'part.md');
    const snippet = path.join(dir, 'snippet.js');
    fs.writeFileSync(part, 'Shared text.');
    fs.writeFileSync(snippet, 'export default 1;');
    const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
    const site = inputs();
    const [a, b] = site.model.pages;
    const cache = createRenderCache(store, site, 'env')!;
    cache.store(a, rendered(a, { sourceFiles: [part] }));
    cache.store(b, rendered(b, { sourceFiles: [snippet] }));
    const hits = () => [...createRenderCache(store, site, 'env')!.lookupAll(site.model.pages).keys()];
    expect(hits()).toEqual([0, 1]);
    fs.writeFileSync(part, 'Shared text, edited.');
    expect(hits()).toEqual([1]);
    fs.writeFileSync(snippet, 'export default 2;');
    expect(hits()).toEqual([]);
  });

  it('never stores a page with broken links or an MDX page with islands', () => {
    const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
    const mdx = page('m', 'MDX', { absFile: `${root}/pages/guide/m.mdx` });
    const site = inputs({ pages: [page('a'), mdx] });
    const cache = createRenderCache(store, site, 'env')!;
    cache.store(site.model.pages[0], rendered(site.model.pages[0], { brokenLinks: [{ file: 'pages/guide/a.md', message: 'broken' } as never] }));
    // An island's HTML names a chunk of this build's browser bundle.
    cache.store(mdx, rendered(mdx, { mainHtml: '<div data-island="x" data-island-src="/assets/chunks/Counter-ABC.js"></div>' }));
    expect(createRenderCache(store, site, 'env').lookupAll(site.model.pages).size).toBe(0);
  });

  it("misses every page once the key of the site's plugin and theme modules changed, and finds them under the same key", () => {
    expect(hitsAfterChange(inputs({ codeKey: 'plugin files v1' }))).toEqual([]);
    const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
    const first = inputs({ codeKey: 'plugin files v1' });
    const cache = createRenderCache(store, first, 'env');
    first.model.pages.forEach((p) => cache.store(p, rendered(p)));
    expect([...createRenderCache(store, inputs({ codeKey: 'plugin files v1' }), 'env').lookupAll(first.model.pages).keys()]).toEqual([0, 1]);
    expect(createRenderCache(store, inputs({ codeKey: 'plugin files v2' }), 'env').lookupAll(first.model.pages).size).toBe(0);
  });

  it('stores an MDX page without islands, and misses it once a component it imports changed', () => {
    const dir = tempDir();
    const component = path.join(dir, 'Card.tsx');
    fs.writeFileSync(component, 'export default () => null;');
    const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
    const mdx = page('m', 'MDX', { absFile: `${root}/pages/guide/m.mdx` });
    const site = inputs({ pages: [mdx] });
    createRenderCache(store, site, 'env')!.store(mdx, rendered(mdx, { sourceFiles: [component] }));
    expect([...createRenderCache(store, site, 'env')!.lookupAll(site.model.pages).keys()]).toEqual([0]);
    fs.writeFileSync(component, 'export default () => "edited";');
    expect(createRenderCache(store, site, 'env')!.lookupAll(site.model.pages).size).toBe(0);
  });

  it("lets go of a stored page's HTML and reads it back from the cache, equal to the render", () => {
    const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
    const site = inputs();
    const cache = createRenderCache(store, site, 'env')!;
    const jobs = site.model.pages.map((p) => cache.store(p, rendered(p)));
    for (const [i, job] of jobs.entries()) {
      expect(Object.getOwnPropertyDescriptor(job.page, 'mainHtml')?.value).toBeUndefined();
      expect(job.page.mainHtml).toBe(rendered(site.model.pages[i]).page.mainHtml);
    }
    // Nothing of the page is held but its route: its record, styles, links and facts are read from its summary.
    const first = rendered(site.model.pages[0]);
    expect({ ...jobs[0].page }).toEqual({ route: first.page.route });
    expect([jobs[0].page.title, jobs[0].page.documentTitle, jobs[0].page.productId, jobs[0].page.warnings]).toEqual([first.page.title, first.page.documentTitle, first.page.productId, first.page.warnings]);
    expect(jobs[0].page.styles).toEqual(first.page.styles);
    expect(jobs[0].page.links).toEqual(first.page.links);
    expect([jobs[0].facts.stylesDigest, jobs[0].facts.contentIds, jobs[0].facts.hrefs]).toEqual([first.facts.stylesDigest, first.facts.contentIds, first.facts.hrefs]);
  });

  it("keeps the HTML in memory once what the build stored nears the cache's bound, which eviction could take", () => {
    const store = new CacheStore(tempDir(), { maxBytes: 1 });
    const site = inputs();
    const cache = createRenderCache(store, site, 'env')!;
    const job = cache.store(site.model.pages[1], rendered(site.model.pages[1]));
    store.remove(cache.keyOf(job.page.route)!);
    expect(job.page.mainHtml).toBe(`<p>${site.model.pages[1].body}</p>`);
  });

  it('keeps the HTML in memory when the pages still to render would not fit in that share of the bound', () => {
    const store = new CacheStore(tempDir(), { maxBytes: 20_000 });
    const pages = Array.from({ length: 100 }, (_, i) => page(`p${i}`));
    const cache = createRenderCache(store, inputs({ pages }), 'env')!;
    expect(cache.lookupAll(pages).size).toBe(0);
    const job = cache.store(pages[0], rendered(pages[0]));
    expect(store.read(cache.keyOf(job.page.route)!)).not.toBeNull();
    expect(Object.getOwnPropertyDescriptor(job.page, 'mainHtml')?.value).toBe(`<p>${pages[0].body}</p>`);
  });
});

describe('the render cache of API pages', () => {
  const record = (description: string) =>
    ({ name: 'Button', kind: 'component', packageName: '@mui/material', description, imports: ["import Button from '@mui/material/Button';"], props: [] }) as unknown as ApiPage['component'];
  const apiPage = (description = 'A button.'): ApiPage => ({ route: '/guide/api/button/', title: 'Button API', component: record(description), productId: 'guide' });
  const apiJob = (source: ApiPage): RenderedJob => rendered({ ...page('api'), route: source.route, file: '(API of Button)', frontMatter: { title: source.title } });

  /** Stores the API page of a first build, then tells whether a second build over `site` with `next` finds it. */
  function apiHit(next: ApiPage, site: RenderInputs = inputs(), first: RenderInputs = inputs()): boolean {
    const store = new CacheStore(tempDir(), { maxBytes: 1e9 });
    const before = apiPage();
    createRenderCache(store, first, 'env')!.store(before, apiJob(before));
    const found = createRenderCache(store, site, 'env')!.lookupAll(site.model.pages, [next]);
    return found.has(site.model.pages.length);
  }

  it('finds an unchanged API page, after the Markdown pages', () => {
    expect(apiHit(apiPage())).toBe(true);
  });

  it('misses an API page whose record changed', () => {
    expect(apiHit(apiPage('A button, described anew.'))).toBe(false);
  });

  it('misses an API page when the config changed', () => {
    expect(apiHit(apiPage(), inputs({ title: 'Other docs' }))).toBe(false);
  });

  it('misses an API page when a page starts to demo its component', () => {
    const dir = fs.realpathSync(tempDir());
    fs.writeFileSync(path.join(dir, 'Demo.tsx'), "import Button from '@mui/material/Button';\nexport default () => <Button />;\n");
    const demoing = { ...page('c', DEMO_BODY), absFile: path.join(dir, 'c.md') };
    const site = (pages: SourcePage[]) => {
      const base = inputs({ pages });
      return { ...base, model: { ...base.model, pages } };
    };
    expect(apiHit(apiPage(), site([page('a'), page('b')]), site([page('a'), page('b')]))).toBe(true);
    expect(apiHit(apiPage(), site([page('a'), page('b'), { ...demoing, body: 'No demo yet.' }]), site([page('a'), page('b'), { ...demoing, body: 'No demo yet.' }]))).toBe(true);
    expect(apiHit(apiPage(), site([page('a'), page('b'), demoing]), site([page('a'), page('b'), { ...demoing, body: 'No demo yet.' }]))).toBe(false);
  });
});
