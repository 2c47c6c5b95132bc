/** The settings drawer: a modal dialog opened from the header; each control applies at once and persists. */
import { parseCookies } from '../codePreferences.ts';
import { PALETTE_COOKIE, PALETTE_CSS_STORAGE_KEY, paletteCss, parsePaletteColors, type PaletteColors, type PaletteRole } from '../theme/paletteColors.ts';
import { CODE_PREFERENCE_COOKIE_MAX_AGE } from '../constants.ts';
import { MODE_CHANGE_EVENT, readMode, setMode, type Mode } from './colorMode.ts';
import { readDirection, setDirection, type Direction } from './direction.ts';

const PALETTE_STYLE_ID = 'docsgen-palette';

/** Applies (or removes) the palette CSS and stores the choice in the cookie and, computed, in localStorage. */
export function applyPaletteColors(colors: PaletteColors): void {
  const css = paletteCss(colors);
  let style = document.getElementById(PALETTE_STYLE_ID);
  if (css) {
    if (!style) {
      style = document.createElement('style');
      style.id = PALETTE_STYLE_ID;
      document.head.appendChild(style);
    }
    style.textContent = css;
  } else {
    style?.remove();
  }
  const empty = Object.keys(colors).length === 0;
  document.cookie = `${PALETTE_COOKIE}=${empty ? '' : encodeURIComponent(JSON.stringify(colors))}; path=/; max-age=${empty ? 0 : CODE_PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`;
  try {
    if (empty) localStorage.removeItem(PALETTE_CSS_STORAGE_KEY);
    else localStorage.setItem(PALETTE_CSS_STORAGE_KEY, css);
  } catch {
    // The cookie alone still carries the choice.
  }
}

function readPaletteColors(): PaletteColors {
  return parsePaletteColors(parseCookies(document.cookie)[PALETTE_COOKIE]);
}

/** Marks which option of each control is current. */
function syncPressed(drawer: HTMLElement): void {
  const mode = readMode();
  const direction = readDirection();
  const colors = readPaletteColors();
  drawer.querySelectorAll<HTMLElement>('[data-setting]').forEach((el) => {
    const { setting, value } = el.dataset;
    let pressed: boolean | null = null;
    if (setting === 'mode') pressed = value === mode;
    else if (setting === 'direction') pressed = value === direction;
    else if (setting === 'color-primary' || setting === 'color-secondary') {
      const choice = colors[setting.slice(6) as PaletteRole];
      pressed = choice ? Number(el.dataset.hue) === choice.hue && Number(el.dataset.saturation) === choice.saturation : false;
    }
    if (pressed !== null) el.setAttribute('aria-pressed', String(pressed));
  });
}

let drawerControls: { toggle(opener: HTMLElement): void } | null = null;

/** Opens the drawer from `opener`, or closes it when open; the drawer's own listeners are set up on first use. */
export function toggleSettings(opener: HTMLElement): void {
  drawerControls ??= mountDrawer();
  drawerControls?.toggle(opener);
}

function mountDrawer(): { toggle(opener: HTMLElement): void } | null {
  const drawer = document.getElementById('settings-drawer');
  const openers = document.querySelectorAll<HTMLElement>('[data-settings-open]');
  if (!drawer) return null;
  let returnFocus: HTMLElement | null = null;

  const focusables = () =>
    Array.from(drawer.querySelectorAll<HTMLElement>('button, a[href], select, input')).filter((el) => !el.hasAttribute('disabled'));

  const close = () => {
    if (drawer.hidden) return;
    drawer.hidden = true;
    openers.forEach((o) => o.setAttribute('aria-expanded', 'false'));
    returnFocus?.focus();
  };
  const open = (opener: HTMLElement) => {
    returnFocus = opener;
    syncPressed(drawer);
    drawer.hidden = false;
    openers.forEach((o) => o.setAttribute('aria-expanded', 'true'));
    (drawer.querySelector<HTMLElement>('[data-setting][aria-pressed="true"]') ?? focusables()[0])?.focus();
  };

  drawer.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('[data-settings-close]')) return close();
    const control = target.closest<HTMLElement>('[data-setting]');
    if (!control) return;
    const { setting, value } = control.dataset;
    if (setting === 'mode' && value) setMode(value as Mode);
    else if (setting === 'direction' && value) setDirection(value as Direction);
    else if (setting === 'reset-colors') applyPaletteColors({});
    else if (setting === 'color-primary' || setting === 'color-secondary') {
      applyPaletteColors({ ...readPaletteColors(), [setting.slice(6)]: { hue: Number(control.dataset.hue), saturation: Number(control.dataset.saturation) } });
    }
    syncPressed(drawer);
  });
  drawer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog while it is open.
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  document.addEventListener(MODE_CHANGE_EVENT, () => syncPressed(drawer));
  return { toggle: (opener) => (drawer.hidden ? open(opener) : close()) };
}
