/** The reader's colour mode: stored choice (light, dark or system), the effective scheme, and applying it to the document. */
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, META_THEME_COLOR, MODE_STORAGE_KEY } from '../constants.ts';
import { effectiveMode, readStoredMode, type StoredMode } from '../theme/colorScheme.ts';

export type Mode = StoredMode;

/** Dispatched on `document` after the mode is stored, by this page's controls or another tab's; demo providers follow it. */
export const MODE_CHANGE_EVENT = 'docsgen:mode';
export type Scheme = 'light' | 'dark';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The stored mode; anything unreadable counts as `system`. */
export function readMode(): Mode {
  return readStoredMode(storage());
}

/** The scheme a mode shows right now. */
export function schemeOf(mode: Mode): Scheme {
  return effectiveMode(mode, darkQuery().matches);
}

/** Puts a scheme on the page: the attribute the CSS variables key off, the body class, and theme-color. */
export function applyScheme(scheme: Scheme): void {
  const html = document.documentElement;
  html.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  html.setAttribute('data-joy-color-scheme', scheme);
  html.style.colorScheme = scheme;
  document.body.classList.remove('mode-light', 'mode-dark');
  document.body.classList.add(`mode-${scheme}`);
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute('content', META_THEME_COLOR[scheme]));
  document.dispatchEvent(new CustomEvent('docsgen:scheme', { detail: scheme }));
}

/** Stores a mode and applies it; other tabs follow through the storage event. */
export function setMode(mode: Mode): void {
  try {
    localStorage.setItem(MODE_STORAGE_KEY, mode);
    if (mode !== 'system') localStorage.setItem(`${COLOR_SCHEME_STORAGE_KEY}-${mode}`, mode);
  } catch {
    // Storage can be off (private mode); the choice then lasts for this page only.
  }
  applyScheme(schemeOf(mode));
  document.dispatchEvent(new CustomEvent(MODE_CHANGE_EVENT, { detail: mode }));
}

/** Keeps the page in step with the OS preference (in system mode) and with other tabs. */
export function followModeChanges(): void {
  darkQuery().addEventListener('change', () => {
    if (readMode() === 'system') applyScheme(schemeOf('system'));
  });
  window.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY) {
      applyScheme(schemeOf(readMode()));
      document.dispatchEvent(new CustomEvent(MODE_CHANGE_EVENT, { detail: readMode() }));
    }
  });
}
