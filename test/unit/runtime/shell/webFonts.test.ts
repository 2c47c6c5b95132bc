import { describe, expect, it } from 'vitest';
import { cacheWebFontsForNextPages, WEB_FONTS_STORAGE_KEY, WEB_FONTS_STYLE_ID, type WebFontsEnv } from '../../../../runtime/shell/webFonts.ts';

/** A page whose web-font style is in `media`, a storage, and a network answering each URL with `status`. */
function pageWith(media: string, status: (url: string) => number = () => 200) {
  const stored = new Map<string, string>();
  const fetched: string[] = [];
  let idle: () => void = () => {};
  const style = { media, dataset: { fontFiles: '/assets/fonts/a-1.woff2 /assets/fonts/b-2.woff2' } };
  const env: WebFontsEnv = {
    document: { getElementById: (id: string) => (id === WEB_FONTS_STYLE_ID ? style : null) } as unknown as Document,
    storage: { setItem: (key, value) => void stored.set(key, value) },
    fetch: async (url) => {
      fetched.push(url);
      return { ok: status(url) === 200, arrayBuffer: async () => new ArrayBuffer(8) };
    },
    whenIdle: (task) => (idle = task),
  };
  return { env, stored, fetched, runIdle: () => idle() };
}

describe('cacheWebFontsForNextPages', () => {
  it('fetches every file of the web font once the page is idle, then marks them cached', async () => {
    const page = pageWith('not all');
    const done = cacheWebFontsForNextPages(page.env);
    await Promise.resolve();
    expect(page.fetched).toEqual([]);
    page.runIdle();
    await done;
    expect(page.fetched).toEqual(['/assets/fonts/a-1.woff2', '/assets/fonts/b-2.woff2']);
    expect(page.stored.get(WEB_FONTS_STORAGE_KEY)).toBe('1');
  });

  it('fetches nothing on a page already drawing with the web font', async () => {
    const page = pageWith('all');
    await cacheWebFontsForNextPages(page.env);
    expect(page.fetched).toEqual([]);
  });

  it('marks nothing when a file is missing or the network fails', async () => {
    const missing = pageWith('not all', (url) => (url.includes('b-2') ? 404 : 200));
    const done = cacheWebFontsForNextPages(missing.env);
    await Promise.resolve();
    missing.runIdle();
    await done;
    expect(missing.stored.size).toBe(0);

    const offline = pageWith('not all');
    offline.env.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const failed = cacheWebFontsForNextPages(offline.env);
    await Promise.resolve();
    offline.runIdle();
    await failed;
    expect(offline.stored.size).toBe(0);
  });
});
