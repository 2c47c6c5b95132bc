/**
 * The web font is for the pages after the first: a first visit paints at once in the fallback face (sized like the web
 * font) and asks for no font file, so the page's first moments go to the page itself. Once that page has loaded and the
 * browser is idle, the font files are fetched into the browser's cache and a mark is stored; from then on, the no-flash
 * script enables the web font's faces before the first paint, and the files come from the cache in time to be drawn.
 */

/** The `<style>` holding the web font's `@font-face` rules, off (`media="not all"`) until the files are cached. */
export const WEB_FONTS_STYLE_ID = 'docsgen-web-fonts';
/** Set once the web font's files are in the browser's cache. */
export const WEB_FONTS_STORAGE_KEY = 'docsgen-web-fonts-cached';

export interface WebFontsEnv {
  document: Document;
  storage: Pick<Storage, 'setItem'>;
  fetch: (url: string) => Promise<{ ok: boolean; arrayBuffer(): Promise<ArrayBuffer> }>;
  whenIdle: (task: () => void) => void;
}

function browserEnv(): WebFontsEnv {
  return {
    document,
    storage: localStorage,
    // The request a face makes: CORS mode, same-origin credentials; low priority, as nothing on this page waits for it.
    fetch: (url) => fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low' } as RequestInit),
    whenIdle: (task) => {
      const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000));
      if (document.readyState === 'complete') idle();
      else addEventListener('load', idle, { once: true });
    },
  };
}

/** Fetches the web font's files for the next pages, once this page is idle, unless this page already draws with them. */
export async function cacheWebFontsForNextPages(env: WebFontsEnv = browserEnv()): Promise<void> {
  const style = env.document.getElementById(WEB_FONTS_STYLE_ID) as HTMLStyleElement | null;
  if (!style || style.media === 'all') return;
  const urls = (style.dataset.fontFiles ?? '').split(' ').filter(Boolean);
  if (urls.length === 0) return;
  await new Promise<void>((resolve) => env.whenIdle(resolve));
  try {
    const responses = await Promise.all(urls.map((url) => env.fetch(url)));
    if (!responses.every((response) => response.ok)) return;
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    env.storage.setItem(WEB_FONTS_STORAGE_KEY, '1');
  } catch {
    // Offline or blocked: the page keeps its fallback face, and the next one tries again.
  }
}
