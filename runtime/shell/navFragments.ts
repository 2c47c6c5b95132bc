/**
 * Collapsed groups of a large nav: the page holds a group's heading and first link, and its other entries are a shared
 * fragment file fetched when the reader first opens the group (by click or keyboard: both toggle the `<details>`).
 */

/** Replaces a collapsed group's placeholder entries with its fragment; on failure the placeholder stays and a later opening retries. */
async function loadGroup(details: HTMLDetailsElement, url: string): Promise<void> {
  const list = details.querySelector<HTMLElement>(':scope > .nav-list');
  if (!list) return;
  delete details.dataset.navFragment;
  list.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const html = await response.text();
    // The placeholder is the group's first link: a reader who had tabbed onto it stays on it.
    const focused = list.contains(document.activeElement) ? (document.activeElement as HTMLAnchorElement).getAttribute('href') : null;
    list.innerHTML = html;
    if (focused !== null) list.querySelector<HTMLElement>(`a[href="${CSS.escape(focused)}"]`)?.focus();
  } catch (error) {
    details.dataset.navFragment = url;
    console.warn('docsgen: could not load the nav group', error);
  } finally {
    list.removeAttribute('aria-busy');
  }
}

export function mountNavFragments(): void {
  const nav = document.getElementById('app-nav');
  if (!nav?.querySelector('[data-nav-fragment]')) return;
  // `toggle` does not bubble: listened to while it goes down to the group, for groups inserted by a fragment as well.
  nav.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const url = details.dataset.navFragment;
      if (url) void loadGroup(details, url);
    },
    true,
  );
  // A group opened before this module arrived gets its entries now.
  for (const details of nav.querySelectorAll<HTMLDetailsElement>('details[open][data-nav-fragment]')) void loadGroup(details, details.dataset.navFragment!);
}
