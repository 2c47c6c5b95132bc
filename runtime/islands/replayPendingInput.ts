/**
 * Replays, on a demo that has just hydrated, what the reader did in it before (recorded by noteIntent.ts): the same
 * events on the elements at the same places, at the same spots of the demo, so a press on a slider's track, a drag,
 * a click that opens a list and the letters typed meanwhile end as they would have on a live demo.
 */
import type { PendingInput, RecordingIsland } from './pendingInput.ts';

type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The element at `path` under the island (as deep as the path still leads, should the demo have changed). */
function elementAt(island: Element, path: number[] | null): Element {
  let element = island;
  for (const index of path ?? []) element = element.children[index] ?? element;
  return element;
}

function isValueControl(element: Element): element is ValueControl {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/**
 * Puts `value` (typed before hydration, and still in the field) through the control as an input event React acts on.
 * React compares against the value it last saw, kept behind the element's own `value` property: the server's value
 * goes in through that, the typed one past it (the prototype's setter), so the event reads as the change it was.
 */
function retype(control: ValueControl, value: string): void {
  control.value = control instanceof HTMLSelectElement ? '' : control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

type EventConstructor = new (type: string, init: Record<string, unknown>) => Event;

const EVENT_TYPES: [RegExp, EventConstructor][] = [
  [/^pointer/, PointerEvent],
  [/^key/, KeyboardEvent],
  [/^(mouse|click)/, MouseEvent],
];

function replay(island: Element, input: PendingInput): void {
  const target = elementAt(island, input.path);
  if (input.type === 'focusin') {
    (target as HTMLElement).focus?.();
  } else if (input.type === 'input') {
    if (isValueControl(target) && input.value !== undefined) retype(target, input.value);
  } else {
    const init: Record<string, unknown> = { ...input.init, view: window };
    const { clientX, clientY } = input.init;
    if (typeof clientX === 'number' && typeof clientY === 'number') {
      const box = island.getBoundingClientRect();
      init.clientX = clientX + box.left;
      init.clientY = clientY + box.top;
    }
    const EventType = EVENT_TYPES.find(([pattern]) => pattern.test(input.type))?.[1] ?? Event;
    target.dispatchEvent(new EventType(input.type, init));
  }
}

/** Once `ready` settles, ends the island's recording and replays what it recorded (after a failed hydration too: a held click then gets the server HTML's own behaviour). */
export function replayPendingInputWhen(island: RecordingIsland, ready: Promise<unknown>): void {
  const release = () => {
    const pending = island.pendingInput ?? [];
    island.pendingInput = null;
    // Focus already sits where the reader put it, unseen by the demo: take it away so the replay gives it back.
    const active = document.activeElement;
    if (active instanceof HTMLElement && island.contains(active) && pending.some((input) => input.type === 'focusin')) active.blur();
    for (const input of pending) replay(island, input);
  };
  ready.then(release, release);
}
