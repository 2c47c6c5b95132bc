/** The reader's density settings (dense sizes, spacing unit), kept in localStorage and changed through the theme reducer. */
import { applyDemoSpacing } from './demoSpacing.ts';
import { INITIAL_THEME_STATE, themeReducer, type ThemeAction } from './themeReducer.ts';

export const DENSITY_STORAGE_KEY = 'mui-density';
export const DENSITY_EVENT = 'docsgen:density';

export interface Density {
  dense: boolean;
  spacing: number;
}

export const DEFAULT_DENSITY: Density = { dense: INITIAL_THEME_STATE.dense, spacing: INITIAL_THEME_STATE.spacing };

/** The stored density; anything unreadable counts as the default. */
export function readDensity(): Density {
  try {
    const value = JSON.parse(localStorage.getItem(DENSITY_STORAGE_KEY) ?? 'null') as Partial<Density> | null;
    if (value && typeof value.dense === 'boolean' && typeof value.spacing === 'number' && value.spacing > 0) return { dense: value.dense, spacing: value.spacing };
  } catch {
    // Unreadable storage: the defaults apply.
  }
  return DEFAULT_DENSITY;
}

/** Applies a density action of the theme reducer, stores the result and tells the demos on this page. */
export function changeDensity(action: Extract<ThemeAction, { type: 'SET_DENSE' | 'INCREASE_SPACING' | 'DECREASE_SPACING' | 'RESET_DENSITY' | 'SET_SPACING' }>): Density {
  const next = themeReducer({ ...INITIAL_THEME_STATE, ...readDensity() }, action);
  // Spacing below 1 px would collapse every layout; the reducer allows it, the reader's control does not.
  const density = { dense: next.dense, spacing: Math.max(1, next.spacing) };
  try {
    localStorage.setItem(DENSITY_STORAGE_KEY, JSON.stringify(density));
  } catch {
    // Without storage the change lasts for this page.
  }
  applyDemoSpacing(document.documentElement, density.spacing);
  document.dispatchEvent(new CustomEvent<Density>(DENSITY_EVENT, { detail: density }));
  return density;
}
