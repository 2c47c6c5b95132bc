/**
 * Hydration on intent, for islands marked `data-hydrate="intent"` (live demos): their code loads on the reader's first
 * pointer, touch or focus inside them, clicks landing meanwhile are replayed, a pointer over one preloads its code, and
 * at idle the ones on screen are prefetched. A chunk of its own, loaded only by pages that have such islands.
 */
import { prefetchIslandsInView, prefetchModules } from './prefetchIslands.ts';
import { holdClicksUntil } from './replayClicks.ts';

/** Events that show the reader is about to use an island: it hydrates then, and clicks landing meanwhile are replayed. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

/** Wires `islands` to hydrate with `hydrate` (mountIslands' loader, passed in so this chunk does not split the runtime). */
export function hydrateOnIntent(islands: HTMLElement[], hydrate: (island: HTMLElement) => Promise<void>): void {
  for (const island of islands) {
    const start = () => {
      for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
      holdClicksUntil(island, hydrate(island));
    };
    for (const type of INTENT_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
    // Hovering is a hint, not yet a use: fetch the code into the cache so the first click hydrates quickly.
    island.addEventListener('pointerenter', () => prefetchModules(island), { once: true, passive: true });
  }
  prefetchIslandsInView(islands);
}
