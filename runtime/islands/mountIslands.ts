/**
 * Finds islands in the server HTML and loads each one's code when it is needed (a chunk of its own, which only pages
 * with islands load): `data-island-src` names a module whose default export mounts it, `data-island` a registered
 * island. `data-hydrate` says when: `load` at once, `idle` when the browser has nothing else to do, `intent` on the
 * reader's first pointer, touch or focus inside it (live demos: server-rendered and visible already, so their
 * JavaScript waits for a reader who means to use them), and `visible` (the default) when it scrolls into view.
 */
import { hydrateOnIntent } from './hydrateOnIntent.ts';
import { islandLoaders, type MountIsland } from './registry.ts';

async function loadIsland(element: HTMLElement): Promise<MountIsland | null> {
  if (element.dataset.islandSrc) return ((await import(/* @vite-ignore */ element.dataset.islandSrc)) as { default: MountIsland }).default;
  const load = islandLoaders[element.dataset.island ?? ''];
  if (!load) {
    console.error(`docsgen: no island named "${element.dataset.island}" is registered`);
    return null;
  }
  return load();
}

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Loads and mounts one island element, once; resolves when it is mounted (for a demo: hydrated and committed). The demo
 * toolbar and the live editor call it too, for the demo they act on.
 */
export function hydrateIsland(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (!hydration) {
    element.dataset.hydrated = 'pending';
    hydration = (async () => {
      const mount = await loadIsland(element);
      if (!mount) return;
      await mount(element);
      element.dataset.hydrated = 'true';
    })();
    hydrations.set(element, hydration);
  }
  return hydration;
}

/** Runs `task` once the browser is idle (after a second at most, as an idle moment may not come on a busy page). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 200);
}

function hydrateOnSight(islands: HTMLElement[]): void {
  if (!islands.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrateIsland(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  for (const island of islands) {
    observer.observe(island);
    // Intent: a pointer or focus arriving before the island is visible loads it at once.
    island.addEventListener('pointerenter', () => void hydrateIsland(island), { once: true });
    island.addEventListener('focusin', () => void hydrateIsland(island), { once: true });
  }
}

/** Wires up the islands in the page, or (in watch mode, after a patch) in the elements `within`. */
export function mountIslands(within: readonly ParentNode[] = [document]): void {
  const islands = within.flatMap((root) => [
    ...(root instanceof HTMLElement && root.matches('[data-island]') ? [root] : []),
    ...root.querySelectorAll<HTMLElement>('[data-island]'),
  ]);
  if (!islands.length) return;
  const onIntent = islands.filter((island) => island.dataset.hydrate === 'intent');
  for (const island of islands) {
    if (island.dataset.hydrate === 'load') void hydrateIsland(island);
    if (island.dataset.hydrate === 'idle') whenIdle(() => void hydrateIsland(island));
  }
  if (onIntent.length) hydrateOnIntent(onIntent, hydrateIsland);
  const onSightModes = new Set([undefined, 'visible']);
  hydrateOnSight(islands.filter((island) => onSightModes.has(island.dataset.hydrate)));
}
