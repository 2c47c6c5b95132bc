/**
 * How code loaded after the runtime (the demo toolbar, the live editor) asks mountIslands to hydrate an island: an event
 * on the island's element, so that code does not import the runtime's modules (which would split them out of its entry).
 */

/** The event's name: a type, so mountIslands can check its own copy of the literal without importing this module. */
export type HydrateEventName = 'docsgen-hydrate';
const HYDRATE_EVENT: HydrateEventName = 'docsgen-hydrate';

export interface HydrateRequest {
  /** Called once the island is mounted. */
  done: () => void;
}

/** Hydrates an island (once); resolves when it is mounted. */
export function requestHydration(island: HTMLElement): Promise<void> {
  return new Promise((done) => island.dispatchEvent(new CustomEvent<HydrateRequest>(HYDRATE_EVENT, { detail: { done } })));
}
