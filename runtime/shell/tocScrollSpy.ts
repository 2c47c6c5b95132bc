/** Highlights the table-of-contents entry of the section in view. */
import { afterNextPaint } from '../utils/yieldToMain.ts';

/** Scrolled less than this, the reader is at the page's top and no entry is highlighted. */
const ACTIVE_FROM_SCROLL_TOP = 200;

/** The heading id a reader is in: none near the top, else the last heading above an eighth of the viewport. */
export function activeHeadingId(positions: { id: string; top: number }[], scrollTop: number, viewportHeight: number): string | null {
  if (scrollTop < ACTIVE_FROM_SCROLL_TOP) return null;
  for (let i = positions.length - 1; i >= 0; i -= 1) {
    if (positions[i].top < scrollTop + viewportHeight / 8) return positions[i].id;
  }
  return null;
}

export function mountTocScrollSpy(): void {
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]'));
  if (!links.length) return;
  const headings = links
    .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
    .filter((el): el is HTMLElement => el !== null);
  let pinnedUntil = 0;
  let scheduled = false;

  const update = () => {
    scheduled = false;
    if (Date.now() < pinnedUntil) return;
    const scrollTop = document.documentElement.scrollTop;
    // Near the top no entry is active: the headings' positions (a layout read per heading) are not needed.
    const id = scrollTop < ACTIVE_FROM_SCROLL_TOP ? null : activeHeadingId(headings.map((h) => ({ id: h.id, top: h.offsetTop })), scrollTop, window.innerHeight);
    for (const link of links) link.classList.toggle('active', id !== null && link.hash === `#${id}`);
  };
  window.addEventListener('scroll', () => {
    if (!scheduled) {
      scheduled = true;
      setTimeout(update, 166);
    }
  }, { passive: true });
  for (const link of links) {
    link.addEventListener('click', () => {
      pinnedUntil = Date.now() + 1000;
      for (const other of links) other.classList.toggle('active', other === link);
    });
  }
  // A reload may restore a scroll position: the first reading waits for the first paint, when layout is up to date.
  afterNextPaint(update);
}
