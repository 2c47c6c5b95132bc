/** The temporary navigation drawer below `md`: menu button opens it, backdrop, Escape or a link closes it; focus moves in and back. */
import { BREAKPOINTS } from '../constants.ts';

export function mountNavDrawer(): void {
  const nav = document.getElementById('app-nav');
  const button = document.querySelector<HTMLButtonElement>('[data-nav-open]');
  const backdrop = document.querySelector<HTMLElement>('[data-nav-backdrop]');
  if (!nav || !button) return;

  // The active link centred by the nav's own scroll position: scrollIntoView also makes the link Chromium's starting
  // point for Tab, and the reader's first Tab would land after it instead of on the skip link. Once per page: where the
  // nav is a sidebar, in the next frame, with the layout the browser computes for painting it rather than forcing one
  // now; where it is a drawer, as it first opens (a closed drawer's entries have no layout to read).
  const active = nav.querySelector<HTMLElement>('.app-drawer-active');
  let centred = !active;
  const centreActive = () => {
    if (centred) return;
    centred = true;
    nav.scrollTop += active!.getBoundingClientRect().top - nav.getBoundingClientRect().top - (nav.clientHeight - active!.offsetHeight) / 2;
  };
  if (matchMedia(`(min-width: ${BREAKPOINTS.md}px)`).matches) requestAnimationFrame(centreActive);

  const setOpen = (open: boolean) => {
    nav.dataset.open = String(open);
    if (backdrop) backdrop.dataset.open = String(open);
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      centreActive();
      (active ?? nav.querySelector<HTMLElement>('a, summary'))?.focus();
    } else if (nav.contains(document.activeElement)) {
      button.focus();
    }
  };

  button.addEventListener('click', () => setOpen(nav.dataset.open !== 'true'));
  backdrop?.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && nav.dataset.open === 'true') setOpen(false);
  });
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
}
