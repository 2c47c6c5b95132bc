/** The 404 page's runtime: sends a language-prefixed path to its English page, or offers the nearest existing page. */
import { languageFallback, nearestPage, type KnownPath } from './nearestPage.ts';

export const KNOWN_PAGES_SELECTOR = '[data-known-pages]';
export const NEAREST_PAGE_SELECTOR = '[data-nearest-page]';

export function mountNotFoundPage(root: HTMLElement): void {
  // The list is rendered as links, so the build's base path and the browser's URL resolution apply to it.
  const known: KnownPath[] = [...root.querySelectorAll<HTMLAnchorElement>(`${KNOWN_PAGES_SELECTOR} a`)].map((link) => ({
    path: new URL(link.href).pathname,
    title: link.textContent ?? '',
  }));
  const english = languageFallback(location.pathname, new Set(known.map((page) => page.path)));
  if (english !== null) {
    location.replace(english + location.search + location.hash);
    return;
  }
  const nearest = nearestPage(location.pathname, known);
  const suggestion = root.querySelector<HTMLElement>(NEAREST_PAGE_SELECTOR);
  const link = suggestion?.querySelector('a');
  if (!nearest || !suggestion || !link) return;
  link.href = nearest.path;
  link.textContent = nearest.title;
  suggestion.hidden = false;
}
