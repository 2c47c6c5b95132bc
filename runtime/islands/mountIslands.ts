/** Finds islands in the server HTML (`data-island="<name>"`) and loads each one's code when it becomes visible, or at once when it is already on screen. */
import { islandLoaders } from './registry.ts';

/** Loads and mounts one island element. */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandLoaders[name];
  if (!load) {
    console.error(`docsgen: no island named "${name}" is registered`);
    return;
  }
  const mount = await load();
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
  }
}
