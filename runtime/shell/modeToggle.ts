/** The header's light/dark toggle: flips the effective scheme and stores it as an explicit choice. */
import { readMode, schemeOf, setMode } from './colorMode.ts';

export function mountModeToggle(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-mode-toggle]');
    if (!button) return;
    setMode(schemeOf(readMode()) === 'dark' ? 'light' : 'dark');
  });
}
