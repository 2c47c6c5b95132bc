/**
 * Fetches an island's code ahead of its first use, without running it: `data-island-prefetch` lists the chunks its
 * module imports (paths relative to `data-island-src`). At idle, once a reader is present, the islands on screen are
 * prefetched at low priority; a pointer over one preloads its modules at once, ready to run.
 */

/** Chunks already hinted, so a chunk shared by many islands is requested once. */
const hinted = new Set<string>();

/** The module URLs an island will load: its own module and the chunks it imports. */
export function islandModuleUrls(island: HTMLElement): string[] {
  const src = island.dataset.islandSrc;
  if (!src) return [];
  const base = new URL(src, document.baseURI);
  const chunks = (island.dataset.islandPrefetch ?? '').split(' ').filter(Boolean);
  return [base.href, ...chunks.map((chunk) => new URL(chunk, base).href)];
}

function hint(urls: string[], rel: 'prefetch' | 'modulepreload'): void {
  for (const href of urls) {
    if (hinted.has(href)) continue;
    hinted.add(href);
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'prefetch') link.as = 'script';
    document.head.appendChild(link);
  }
}

/** Preloads an island's modules (the pointer is on it: a click is likely to follow). */
export function prefetchModules(island: HTMLElement): void {
  hint(islandModuleUrls(island), 'modulepreload');
}

/** A reader who asked to save data, or on a slow link, gets no speculative downloads. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function onScreen(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < innerHeight && rect.width > 0;
}

/** Signs of a reader at the page (not yet at a demo): moving the pointer, scrolling, a key, a touch. */
const PRESENCE_EVENTS = ['pointermove', 'scroll', 'keydown', 'touchstart'] as const;

/**
 * Prefetches the code of the islands on screen when the browser is idle after load, once a reader shows they are
 * there: a page loaded and left untouched (a background tab, a crawler) downloads no demo code at all.
 */
export function prefetchIslandsInView(islands: HTMLElement[]): void {
  if (savesData()) return;
  const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));
  const prefetch = () => whenIdle(() => hint(islands.filter(onScreen).flatMap(islandModuleUrls), 'prefetch'));
  const onPresence = () => {
    for (const type of PRESENCE_EVENTS) removeEventListener(type, onPresence, true);
    if (document.readyState === 'complete') prefetch();
    else addEventListener('load', prefetch, { once: true });
  };
  for (const type of PRESENCE_EVENTS) addEventListener(type, onPresence, { capture: true, passive: true });
}
