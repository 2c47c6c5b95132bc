/** A build that follows a cached one takes unchanged pages from the summaries of the last build, their renders unread. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFacts } from '../../../../cli/build/pageFacts.ts';
import type { RenderedJob } from '../../../../cli/build/renderJob.ts';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { CacheEntryLost } from '../../../../cli/cache/cacheStore.ts';
import { shareTextsWith, summariesKey, type PageSummary } from '../../../../cli/cache/pageSummaries.ts';
import { createRenderCache } from '../../../../cli/cache/renderCache.ts';
import type { SiteModel, SourcePage } from '../../../../cli/model.ts';
import type { RenderInputs } from '../../../../cli/render/renderContext.tsx';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const root = '/site';
function page(name: string, body = `Text of ${name}.`): SourcePage {
  return { route: `/guide/${name}/`, file: `pages/guide/${name}.md`, absFile: `${root}/pages/guide/${name}.md`, frontMatter: { title: name }, body, bodyLine: 4 };
}

function inputs(pages: SourcePage[]): RenderInputs {
  const model = { root, contentDir: root, config: { title: 'Docs', languages: ['en'], products: [] }, configFile: 'site.config.ts', products: [], pages, warnings: [] } as unknown as SiteModel;
  return { model, prepared: new Map(), templates: [], routes: new Set(pages.map((p) => p.route)), base: '/' };
}

function rendered(source: SourcePage): RenderedJob {
  const page: RenderedJob['page'] = { route: source.route, file: source.file, language: 'en', title: String(source.frontMatter.title), documentTitle: 'x', mainHtml: `<h2 id="top">Top</h2><p>${source.body}</p><a href="/guide/a/">A</a>`, shell: { productId: 'guide' }, styles: new Map([['css-1', '.a{}']]), links: [], productId: 'guide', warnings: [] };
  return { page, sections: [{ id: 'top', heading: 'Top', text: source.body }], facts: pageFacts(page) };
}

/** A store after a first build of `pages`, its summaries saved, and a spy on what it reads. */
function storeAfterFirstBuild(pages: SourcePage[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-summaries-'));
  folders.push(dir);
  const store = new CacheStore(dir, { maxBytes: 1e9 });
  const first = createRenderCache(store, inputs(pages), 'env')!;
  pages.forEach((p) => first.store(p, rendered(p)));
  expect(first.saveSummaries()).toBe(true);
  const read = vi.spyOn(store, 'read');
  const opened = vi.spyOn(store, 'openInParts');
  return { store, read, readKeys: () => [...opened.mock.calls, ...read.mock.calls].map(([key]) => key) };
}

/** The next build's cache after a first build of pages a and b, b's body since edited: it finds a alone. */
function cacheAfterEditingB() {
  const pages = [page('a'), page('b')];
  const { store } = storeAfterFirstBuild(pages);
  const edited = [pages[0], page('b', 'New text of b.')];
  const cache = createRenderCache(store, inputs(edited), 'env')!;
  expect([...cache.lookupAll(edited).keys()]).toEqual([0]);
  return { store, edited, cache };
}

/** The summaries' entry as text: its head and its parts. */
function entryText(store: CacheStore, part?: number): string {
  const { head, parts: entry } = store.openInParts(summariesKey(root))!;
  const parts = part === undefined ? Array.from({ length: entry.partCount }, (_, at) => at) : [part];
  return [head, ...parts.map((at) => entry.part(at)!)].map((bytes) => bytes.toString('latin1')).join('');
}

describe('page summaries', () => {
  it('give an unchanged page without reading its render, with its facts; its HTML and search sections are read only when asked for', () => {
    const pages = [page('a'), page('b')];
    const { store, readKeys } = storeAfterFirstBuild(pages);
    const cache = createRenderCache(store, inputs(pages), 'env')!;
    const found = cache.lookupAll(pages);
    expect([...found.keys()]).toEqual([0, 1]);
    expect(readKeys()).toEqual([summariesKey(root)]);
    expect(found.get(1)!.facts).toMatchObject({ contentIds: '["top"]', hrefs: ['/guide/a/'], ligatureIcons: false });
    expect(found.get(1)!.page.title).toBe('b');
    expect(readKeys()).toHaveLength(1);
    expect(found.get(1)!.sections).toEqual(rendered(pages[1]).sections);
    expect(found.get(1)!.page.mainHtml).toBe(rendered(pages[1]).page.mainHtml);
    expect(found.get(1)!.page.styles).toEqual(rendered(pages[1]).page.styles);
    // One read of the page's render gave all three.
    expect(readKeys()).toEqual([summariesKey(root), cache.keyOf('/guide/b/')]);
    // Nothing changed: the summaries are not written again.
    expect(cache.saveSummaries()).toBe(false);
  });

  it('do not give a page whose body changed: it renders, and the saved summaries hold its new render', () => {
    const { store, edited, cache } = cacheAfterEditingB();
    cache.store(edited[1], rendered(edited[1]));
    expect(cache.saveSummaries()).toBe(true);
    // The summaries leave the search sections to the renders, which hold them.
    expect(entryText(store)).not.toContain('New text of b.');
    const next = createRenderCache(store, inputs(edited), 'env')!;
    expect(next.lookupAll(edited).get(1)!.sections[0].text).toBe('New text of b.');
  });

  it('report a render lost since the build began, and drop themselves so the next build renders it', () => {
    const pages = [page('a'), page('b')];
    const { store } = storeAfterFirstBuild(pages);
    const found = createRenderCache(store, inputs(pages), 'env')!.lookupAll(pages);
    for (const entry of fs.readdirSync(store.dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name !== summariesKey(root)) fs.rmSync(path.join(entry.parentPath, entry.name));
    }
    const outcomes = [...found.values()].map((job) => {
      try {
        return job.page.mainHtml ? 'read' : 'empty';
      } catch (error) {
        return error instanceof CacheEntryLost ? 'lost' : 'failed';
      }
    });
    expect(outcomes).toContain('lost');
    expect(store.has(summariesKey(root))).toBe(false);
    expect(createRenderCache(store, inputs(pages), 'env')!.lookupAll(pages).size).toBe(0);
  });

  it('keep each page\'s links and element ids apart from its summary, and read them when asked for', () => {
    const pages = [page('a'), page('b')];
    const { store } = storeAfterFirstBuild(pages);
    const { head, parts } = store.openInParts(summariesKey(root))!;
    // A part of link facts a page, then the summaries; the head counts the pages.
    expect(parts.partCount).toBe(3);
    expect(head.toString('latin1')).not.toMatch(/guide|stylesDigest/);
    const summariesPart = parts.part(2)!.toString('latin1');
    expect(summariesPart).toMatch(/guide\/a[^]*stylesDigest[^]*guide\/b/);
    expect(summariesPart).not.toMatch(/links|contentIds|hrefs|top/);
    expect(entryText(store, 1)).toMatch(/top.*guide\/a/);
    const found = createRenderCache(store, inputs(pages), 'env')!.lookupAll(pages);
    expect(found.get(1)!.facts.contentIds).toBe('["top"]');
    expect(found.get(1)!.facts.hrefs).toEqual(['/guide/a/']);
    expect(found.get(1)!.page.links).toEqual([]);
  });

  it('save a large site\'s summaries a few hundred to a part, what pages share written once a part, and read them back in order', () => {
    const pages = Array.from({ length: 600 }, (_, n) => page(`p${n}`));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-summaries-'));
    folders.push(dir);
    const store = new CacheStore(dir, { maxBytes: 1e9 });
    const first = createRenderCache(store, inputs(pages), 'env')!;
    for (const p of pages) {
      const job = rendered(p);
      job.page.mainHtml = `<p class="lead-paragraph">${p.body}</p>`;
      first.store(p, { ...job, facts: pageFacts(job.page) });
    }
    expect(first.saveSummaries()).toBe(true);
    const { parts } = store.openInParts(summariesKey(root))!;
    expect(parts.partCount).toBe(600 + 3);
    const summaryParts = [600, 601, 602].map((at) => parts.part(at)!.toString('latin1'));
    expect(summaryParts.map((text) => text.split('lead-paragraph').length - 1)).toEqual([1, 1, 1]);
    const found = createRenderCache(store, inputs(pages), 'env')!.lookupAll(pages);
    expect(found.size).toBe(600);
    expect([...found.values()].map((job) => job.page.route)).toEqual(pages.map((p) => p.route));
    expect(found.get(599)!.facts.htmlUsage.classes).toBe('lead-paragraph');
    expect(found.get(599)!.page.title).toBe('p599');
  });

  it('save the links and ids of pages found and rendered alike, and find both in the next build', () => {
    const { store, edited, cache } = cacheAfterEditingB();
    const stored = cache.store(edited[1], rendered(edited[1]));
    expect(stored.facts.hrefs).toEqual(['/guide/a/']);
    expect(cache.saveSummaries()).toBe(true);
    const found = createRenderCache(store, inputs(edited), 'env')!.lookupAll(edited);
    expect([...found.values()].map((job) => [job.facts.contentIds, job.facts.hrefs])).toEqual([
      ['["top"]', ['/guide/a/']],
      ['["top"]', ['/guide/a/']],
    ]);
  });

  it('report links changed on disk since the build began, and drop themselves', () => {
    const pages = [page('a'), page('b')];
    const { store } = storeAfterFirstBuild(pages);
    const found = createRenderCache(store, inputs(pages), 'env')!.lookupAll(pages);
    const file = path.join(store.dir, summariesKey(root).slice(0, 2), summariesKey(root));
    const bytes = fs.readFileSync(file);
    bytes[0] ^= 0xff;
    fs.writeFileSync(file, bytes);
    expect(() => found.get(0)!.facts.hrefs).toThrow(CacheEntryLost);
    expect(store.has(summariesKey(root))).toBe(false);
  });

  it("give pages' shared values as one copy (shell, product, empty lists, first-paint usage), their records as stored", () => {
    const pages = [page('a'), page('b')];
    const { store } = storeAfterFirstBuild(pages);
    const cache = createRenderCache(store, inputs(pages), 'env')!;
    const [a, b] = [...cache.lookupAll(pages).values()];
    const { mainHtml: _html, styles: _styles, links: _links, ...record } = rendered(pages[1]).page;
    for (const [field, value] of Object.entries(record)) expect(b.page[field as keyof typeof record]).toEqual(value);
    expect(b.page.shell).toBe(a.page.shell);
    expect(b.page.warnings).toBe(a.page.warnings);
    expect(b.facts.htmlUsage).toBe(a.facts.htmlUsage);
    expect(b.facts.islandsOnLoad).toBe(a.facts.islandsOnLoad);
    // Shared by every page: changing one would change them all, so none can be changed.
    expect(() => (b.page.warnings as string[]).push('a warning')).toThrow(TypeError);
    expect(() => ((b.page.shell as { productId: string | null }).productId = 'other')).toThrow(TypeError);
    // The keys are the pages' own, worked out from their summaries.
    expect(cache.keyOf('/guide/a/')).not.toBe(cache.keyOf('/guide/b/'));
    expect(cache.keyOf('/guide/none/')).toBeUndefined();
  });

  it("take a reused page's texts from the page as loaded where they are equal, and keep their own where they differ", () => {
    const source = { ...page('a'), frontMatter: { title: 'Front-matter title', description: 'What a is for.' } };
    const record = { route: source.route, file: source.file, title: 'Title of the first heading', description: 'What a is for.' };
    shareTextsWith({ page: record } as unknown as PageSummary, source);
    expect(record).toEqual({ route: '/guide/a/', file: 'pages/guide/a.md', title: 'Title of the first heading', description: 'What a is for.' });
  });
});
