/**
 * Hydration on intent, for islands marked `data-hydrate="intent"` (live demos): their code loads on the reader's first
 * pointer, touch or focus inside them (noted by noteIntent.ts, which runs with the page), what the reader does meanwhile
 * is replayed, a pointer over one preloads its code, and at idle the ones on screen are prefetched.
 */
import type { IntentEventName } from './noteIntent.ts';
import { prefetchIslandsInView, prefetchModules } from './prefetchIslands.ts';
import { replayPendingInputWhen } from './replayPendingInput.ts';

const INTENT_EVENT: IntentEventName = 'docsgen-intent';

/** Wires `islands` to hydrate with `hydrate` once the reader shows intent (or at once, if they already have). */
export function hydrateOnIntent(islands: HTMLElement[], hydrate: (island: HTMLElement) => Promise<void>): void {
  for (const island of islands) {
    const start = () => replayPendingInputWhen(island, hydrate(island));
    if (island.dataset.intent === undefined) island.addEventListener(INTENT_EVENT, start, { once: true });
    else start();
    // Hovering is a hint, not yet a use: fetch the code into the cache so the first click hydrates quickly.
    island.addEventListener('pointerenter', () => prefetchModules(island), { once: true, passive: true });
  }
  prefetchIslandsInView(islands);
}
