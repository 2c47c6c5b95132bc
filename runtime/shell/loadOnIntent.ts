/**
 * Code for controls that load on intent: fetched when the pointer or focus heads for `intent`, and a click on a
 * `click` element that lands before the code is mounted is held and replayed once it is.
 */
import { onIntent } from './onIntent.ts';

export function loadOnIntent({ intent, click }: { intent: string; click: string }, mount: () => Promise<void>): void {
  let loading: Promise<void> | null = null;
  // Loading is not enough: a click while the chunk is on its way (pointer in and click at once) must wait for it too.
  let mounted = false;
  const load = () =>
    (loading ??= mount().then(() => {
      mounted = true;
    }));
  onIntent(intent, () => void load());
  // On window, so it runs before the document's capture listeners: click tracking counts only the replayed click.
  window.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element).closest?.<HTMLElement>(click);
      if (!target || mounted) return;
      event.stopImmediatePropagation();
      void load().then(() => target.click());
    },
    true,
  );
}
