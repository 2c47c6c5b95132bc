/**
 * Keeps the first clicks on a server-rendered island that is still hydrating: the HTML looks ready, but nothing listens
 * yet. Clicks are held (their default action too: a checkbox does not toggle twice) and the last one is replayed on
 * its target once the island is live, so a click on a not-yet-hydrated button still opens its dialog.
 */

/** The HTML element a click landed in: an icon's SVG path or text node has no `click()` of its own to replay. */
function clickableAncestor(target: EventTarget | null): HTMLElement | null {
  let node = target instanceof Node ? target : null;
  while (node !== null && !(node instanceof HTMLElement)) node = node.parentNode;
  return node;
}

export function holdClicksUntil(island: HTMLElement, ready: Promise<unknown>): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (!event.isTrusted) return;
    held = clickableAncestor(event.target);
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  island.addEventListener('click', hold, true);
  const release = () => {
    island.removeEventListener('click', hold, true);
    // The island may have re-rendered the element away; a click on nothing is no click.
    if (held?.isConnected) held.click();
  };
  // A failed hydration still releases the click: the server HTML's own behaviour (a link, a checkbox) then applies.
  ready.then(release, release);
}
