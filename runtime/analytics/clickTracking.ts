/** Click events for elements carrying `data-ga-event-*` attributes (SPEC §7): one listener for the whole document. */
import type { Analytics } from './analytics.ts';

export interface ClickTrackingEnv {
  document: Pick<Document, 'addEventListener'>;
  random: () => number;
}

const TRACKED = '[data-ga-event-category]';

/** Sends `event` with the nearest tracked ancestor's category, action and label for every click on the page. */
export function installClickTracking(
  analytics: Analytics,
  env: ClickTrackingEnv = { document: globalThis.document, random: Math.random },
): void {
  const onClick = (event: Event): void => {
    // Text and document nodes have no closest().
    const element = (event.target as Partial<Element> | null)?.closest?.(TRACKED);
    if (!element) return;
    // A split samples busy elements: the click is kept with probability `split`.
    const split = element.getAttribute('data-ga-event-split');
    if (split !== null && Number.parseFloat(split) < env.random()) return;
    analytics.sendEvent(element.getAttribute('data-ga-event-category') ?? '', {
      eventAction: element.getAttribute('data-ga-event-action') ?? undefined,
      eventLabel: element.getAttribute('data-ga-event-label') ?? undefined,
    });
  };
  // Capture phase, so clicks that a component stops from bubbling are still counted.
  env.document.addEventListener('click', onClick, { capture: true });
}
