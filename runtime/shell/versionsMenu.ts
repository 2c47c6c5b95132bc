/** The header's menus (product switcher, versions): menu buttons with arrow-key navigation, closed by Escape or a click outside. */

export function mountVersionsMenu(): void {
  document.querySelectorAll<HTMLButtonElement>('[data-menu-button]').forEach(mountMenuButton);
}

function mountMenuButton(button: HTMLButtonElement): void {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) return;
  const items = () => Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));

  const setOpen = (open: boolean, focusFirst = false) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open && focusFirst) items()[0]?.focus();
  };

  button.addEventListener('click', () => setOpen(menu.hidden, true));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true, true);
    }
  });
  menu.addEventListener('keydown', (event) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!menu.hidden && !button.contains(event.target as Node) && !menu.contains(event.target as Node)) setOpen(false);
  });
}
