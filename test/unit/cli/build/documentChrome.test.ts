/** The shell and search dialog around a page are rendered once per kind of page, and kept in the build cache for the next build. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { documentChrome } from '../../../../cli/build/documentChrome.ts';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { createRenderContext } from '../../../../cli/render/renderContext.tsx';
import { guideSiteModel } from '../guideSiteModel.ts';

const model = guideSiteModel;

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function store(): CacheStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-chrome-'));
  folders.push(dir);
  return new CacheStore(dir, { maxBytes: 1e9 });
}

/** A render context on demand that counts how often it was asked for. */
function countedContext() {
  const ctx = createRenderContext({ model, prepared: new Map(), templates: [], routes: new Set(), base: '/' });
  const counted = { asked: 0, renderContext: async () => (counted.asked++, ctx) };
  return counted;
}

const guidePage = { shell: { productId: 'guide' }, language: 'en' };

describe('documentChrome', () => {
  it('renders the shell of a product page and of a page outside the shell once each, with the search dialog', async () => {
    const context = countedContext();
    const chromeOf = documentChrome({ model, renderContext: context.renderContext, manifestUrl: '/search/manifest.json', cache: null });
    const chrome = await chromeOf(guidePage);
    expect(chrome.shell?.skipLinkText).toBe('Skip to content');
    expect(chrome.shell?.headerHtml).toContain('Guide');
    expect(chrome.shell?.navHtml).toContain('/guide/intro/');
    expect(chrome.searchDialogHtml).toContain('data-search-manifest="/search/manifest.json"');
    expect(await chromeOf(guidePage)).toBe(chrome);
    const bare = await chromeOf({ shell: null, language: 'en' });
    expect(bare).toEqual({ shell: null, searchDialogHtml: chrome.searchDialogHtml });
  });

  it("takes the next build's chrome from the cache, without a render context, while the site is the same", async () => {
    const cache = store();
    const first = countedContext();
    const made = await documentChrome({ model, renderContext: first.renderContext, manifestUrl: '/search/manifest.json', cache: { store: cache, siteKey: 'site-1' } })(guidePage);
    expect(first.asked).toBeGreaterThan(0);
    const next = countedContext();
    const again = await documentChrome({ model, renderContext: next.renderContext, manifestUrl: '/search/manifest.json', cache: { store: cache, siteKey: 'site-1' } })(guidePage);
    expect(again).toEqual(made);
    expect(next.asked).toBe(0);
    const changed = countedContext();
    await documentChrome({ model, renderContext: changed.renderContext, manifestUrl: '/search/manifest.json', cache: { store: cache, siteKey: 'site-2' } })(guidePage);
    expect(changed.asked).toBeGreaterThan(0);
  });
});
