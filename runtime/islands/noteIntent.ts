/**
 * The reader's first pointer, touch or focus inside a live demo (`data-hydrate="intent"`), noted from the first moment
 * the page runs: the demo's code, and the code that hydrates it, may still be on their way. The demo is marked
 * `data-intent` and told with an event, which hydrateOnIntent listens for (or, arriving later, finds the mark).
 */

/** The event's name: a type, so hydrateOnIntent checks its own copy of the literal without importing this module. */
export type IntentEventName = 'docsgen-intent';
const INTENT_EVENT: IntentEventName = 'docsgen-intent';

/** Events that show the reader is about to use a demo. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

export function noteIntent(): void {
  const note = (event: Event) => {
    const island = (event.target as Element).closest?.<HTMLElement>('[data-hydrate="intent"]:not([data-intent])');
    if (!island) return;
    island.dataset.intent = '';
    island.dispatchEvent(new Event(INTENT_EVENT));
  };
  for (const type of INTENT_EVENTS) addEventListener(type, note, { capture: true, passive: true });
}
