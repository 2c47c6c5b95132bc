/** Text direction: stored and applied to <html> and <body>; hydrated demos watch the attribute (useDocumentDirection). */
import { DIRECTION_STORAGE_KEY } from '../constants.ts';

export type Direction = 'ltr' | 'rtl';

export function readDirection(): Direction {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/** Flips the page: the shell's logical properties and the Emotion rules' `[dir=rtl]` copies follow `dir`; only hydrated demos re-render, for MUI's `theme.direction`. */
export function setDirection(direction: Direction): void {
  try {
    localStorage.setItem(DIRECTION_STORAGE_KEY, direction);
  } catch {
    // Without storage the direction still applies to this page.
  }
  document.documentElement.dir = direction;
  document.body.dir = direction;
}
