/**
 * Keeps the first clicks on a server-rendered island that is still hydrating: the HTML looks ready, but nothing listens
 * yet. Clicks are held (their default action too: a checkbox does not toggle twice) and the last one is replayed on
 * its target once the island is live, so a click on a not-yet-hydrated button still opens its dialog.
 */
export function holdClicksUntil(island: HTMLElement, ready: Promise<unknown>): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (!event.isTrusted) return;
    held = event.target instanceof HTMLElement ? event.target : (event.target as Node).parentElement;
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
