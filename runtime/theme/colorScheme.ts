/** Theme mode resolution: stored choice, OS preference and colour-scheme selection (SPEC §4 Theme mode, §5). */
import { MODE_STORAGE_KEY } from '../constants.ts';
import type { PaletteMode } from './themeReducer.ts';

/** What the reader chose in the settings drawer; `system` follows the operating system. */
export type StoredMode = PaletteMode | 'system';

const STORED_MODES: readonly string[] = ['light', 'dark', 'system'] satisfies StoredMode[];

/** Returns `requested` when the theme defines it; otherwise logs why and keeps `current`. */
export function selectColorScheme(
  theme: { colorSchemes: Record<string, unknown> },
  current: string,
  requested: string,
  logError: (message: string) => void = console.error,
): string {
  if (Object.hasOwn(theme.colorSchemes, requested)) return requested;
  const available = Object.keys(theme.colorSchemes).join(', ') || 'none';
  logError(
    `docsgen: colour scheme "${requested}" does not exist in theme.colorSchemes (available: ${available}). ` +
      `Keeping "${current}"; add the scheme to the theme or pick an available one.`,
  );
  return current;
}

/** The mode to paint: the stored one, or the OS preference when it is `system` or not known yet (null during hydration). */
export function effectiveMode(stored: StoredMode | null, osPrefersDark: boolean): PaletteMode {
  if (stored === 'light' || stored === 'dark') return stored;
  return osPrefersDark ? 'dark' : 'light';
}

/** Reads the stored mode; anything unreadable or unknown counts as the default, `system`. */
export function readStoredMode(storage: Pick<Storage, 'getItem'> | undefined): StoredMode {
  let value: string | null = null;
  try {
    value = storage?.getItem(MODE_STORAGE_KEY) ?? null;
  } catch {
    // Storage access throws when cookies are blocked or in some private modes; the reader still gets a page.
  }
  return value !== null && STORED_MODES.includes(value) ? (value as StoredMode) : 'system';
}
