/**
 * The reader's first pointer, touch or focus inside a live demo (`data-hydrate="intent"`), noted from the first moment
 * the page runs: the demo's code, and the code that hydrates it, may still be on their way. The demo is marked
 * `data-intent` and told with an event, which hydrateOnIntent listens for (or, arriving later, finds the mark).
 *
 * Until the demo is live, what the reader does in it is recorded (pendingInput.ts) and kept from the page, so that
 * nothing half-hydrated sees it twice: it is replayed on the hydrated demo. The browser's own effects still happen
 * (focus moves, typed letters land in the field), except a click's, which the replayed click has.
 */
import type { PendingInput, RecordingIsland } from './pendingInput.ts';

/** The event's name: a type, so hydrateOnIntent checks its own copy of the literal without importing this module. */
export type IntentEventName = 'docsgen-intent';
const INTENT_EVENT: IntentEventName = 'docsgen-intent';
const ISLAND = '[data-hydrate="intent"]';

/** Events that show the reader is about to use a demo. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin'];
/** Events recorded for replay: a press, a drag, a click, focus and typing. */
const RECORDED_EVENTS = ['pointerdown', 'mousedown', 'pointermove', 'mousemove', 'pointerup', 'mouseup', 'click', 'focusin', 'keydown', 'keyup', 'input'];
/** The event fields a replay needs (clientX and clientY apart: they are made relative to the island). */
const FIELDS = ['button', 'buttons', 'detail', 'pointerId', 'pointerType', 'isPrimary', 'pressure', 'key', 'code', 'location', 'repeat', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey'];

/** The island where the pointer last went down: the moves and release of a drag belong to it, wherever they land. */
let pressed: RecordingIsland | null = null;

function pathWithin(island: Element, target: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = target; node !== island; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function record(event: Event, within: RecordingIsland | null): void {
  const type = event.type;
  const drag = /move|up$/.test(type);
  if (type === 'pointerdown') pressed = within;
  const island = drag ? pressed : within;
  if (!event.isTrusted || !island || island.pendingInput === null || island.dataset.hydrated === 'true') return;
  // A move with no button down is the pointer passing by, not a drag.
  if (type.endsWith('move') && !(event as MouseEvent).buttons) return;
  const target = event.target as HTMLInputElement;
  const init: Record<string, unknown> = { bubbles: true, cancelable: true, composed: true };
  for (const field of FIELDS) if (field in event) init[field] = event[field as keyof Event];
  if (event instanceof MouseEvent) {
    const box = island.getBoundingClientRect();
    init.clientX = event.clientX - box.left;
    init.clientY = event.clientY - box.top;
  }
  const input: PendingInput = { type, path: pathWithin(island, target), init, value: target.value };
  (island.pendingInput ??= []).push(input);
  if (type === 'click') event.preventDefault();
  event.stopImmediatePropagation();
}

export function noteIntent(): void {
  const note = (event: Event) => {
    const island = (event.target as Element).closest?.<RecordingIsland>(ISLAND) ?? null;
    if (island && island.dataset.intent === undefined && INTENT_EVENTS.includes(event.type)) {
      island.dataset.intent = '';
      island.dispatchEvent(new Event(INTENT_EVENT));
    }
    record(event, island);
  };
  for (const type of new Set([...INTENT_EVENTS, ...RECORDED_EVENTS])) addEventListener(type, note, { capture: true, passive: type !== 'click' });
}
