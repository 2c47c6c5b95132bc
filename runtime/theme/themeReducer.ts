/** Theme settings state and its reducer (SPEC §3 Theme settings, §4 Theme actions). */
import { THEME_SPACING_UNIT } from '../constants.ts';

export type Direction = 'ltr' | 'rtl';
export type PaletteMode = 'light' | 'dark';
/** Palette overrides from the colour playground, e.g. `{ primary: { main: '#…' } }`, passed to createTheme as-is. */
export type PaletteColors = Readonly<Record<string, unknown>>;

export interface ThemeState {
  readonly dense: boolean;
  readonly direction: Direction;
  readonly paletteColors: PaletteColors;
  readonly spacing: number;
  readonly paletteMode: PaletteMode;
}

/** The fields a CHANGE action may set; an absent field keeps its current value. */
export type ThemeChange = Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: ThemeChange };

export const INITIAL_THEME_STATE: ThemeState = Object.freeze({
  dense: false,
  direction: 'ltr',
  paletteColors: Object.freeze({}),
  spacing: THEME_SPACING_UNIT,
  paletteMode: 'light',
});

/** Applies one theme action; CHANGE returns `state` itself when nothing differs, so subscribers skip re-rendering. */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: action.payload };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: state.spacing - 1 };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: INITIAL_THEME_STATE.dense, spacing: INITIAL_THEME_STATE.spacing };
    case 'RESET_COLORS':
      return { ...state, paletteColors: INITIAL_THEME_STATE.paletteColors };
    case 'CHANGE': {
      const { paletteMode = state.paletteMode, direction = state.direction, paletteColors = state.paletteColors } =
        action.payload;
      // Colours compare by reference: the playground always hands over a fresh object when it edits them.
      if (paletteMode === state.paletteMode && direction === state.direction && paletteColors === state.paletteColors) {
        return state;
      }
      return { ...state, paletteMode, direction, paletteColors };
    }
    default: {
      // Reachable from untyped callers (plain JS, a stale dispatch); the `never` keeps the switch exhaustive.
      const unknown: never = action;
      throw new Error(
        `docsgen: Unrecognized type ${String((unknown as { type?: unknown }).type)} for the theme reducer. ` +
          'Use one of SET_SPACING, INCREASE_SPACING, DECREASE_SPACING, SET_DENSE, RESET_DENSITY, RESET_COLORS, CHANGE.',
      );
    }
  }
}
