/** Finds islands in the server HTML and loads each one's code when it becomes visible: `data-island-src` names a module whose default export mounts it, `data-island` a registered island. */
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

/** Loads and mounts one island element, once. */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = 'pending';
  const mount = await loadIsland(element);
  if (!mount) return;
  await mount(element);
  element.dataset.hydrated = 'true';
}

export function mountIslands(): void {
  const islands = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
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
    if (island.dataset.hydrate === 'load') void hydrateIsland(island);
    else observer.observe(island);
    // Intent: a pointer or focus arriving before the island is visible loads it at once.
    island.addEventListener('pointerenter', () => void hydrateIsland(island), { once: true });
    island.addEventListener('focusin', () => void hydrateIsland(island), { once: true });
  }
}
