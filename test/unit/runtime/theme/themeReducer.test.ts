import { describe, expect, it } from 'vitest';
import { INITIAL_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from '../../../../runtime/theme/themeReducer.ts';

const custom: ThemeState = {
  dense: true,
  direction: 'rtl',
  paletteColors: { primary: { main: '#f00' } },
  spacing: 11,
  paletteMode: 'dark',
};

describe('themeReducer', () => {
  it('starts from the SPEC initial state', () => {
    expect(INITIAL_THEME_STATE).toEqual({ dense: false, direction: 'ltr', paletteColors: {}, spacing: 8, paletteMode: 'light' });
  });

  it('SET_SPACING sets, INCREASE/DECREASE_SPACING step by one', () => {
    const set = themeReducer(INITIAL_THEME_STATE, { type: 'SET_SPACING', payload: 5 });
    expect(set.spacing).toBe(5);
    expect(themeReducer(set, { type: 'INCREASE_SPACING' }).spacing).toBe(6);
    expect(themeReducer(set, { type: 'DECREASE_SPACING' }).spacing).toBe(4);
    expect(INITIAL_THEME_STATE.spacing).toBe(8);
  });

  it('SET_DENSE sets dense and nothing else', () => {
    expect(themeReducer(INITIAL_THEME_STATE, { type: 'SET_DENSE', payload: true })).toEqual({ ...INITIAL_THEME_STATE, dense: true });
  });

  it('RESET_DENSITY restores dense and spacing only', () => {
    expect(themeReducer(custom, { type: 'RESET_DENSITY' })).toEqual({ ...custom, dense: false, spacing: 8 });
  });

  it('RESET_COLORS empties the palette colours only', () => {
    expect(themeReducer(custom, { type: 'RESET_COLORS' })).toEqual({ ...custom, paletteColors: {} });
  });

  it('CHANGE merges mode, direction and colours; absent fields are kept', () => {
    const colors = { primary: { main: '#0f0' } };
    expect(themeReducer(INITIAL_THEME_STATE, { type: 'CHANGE', payload: { paletteMode: 'dark' } })).toEqual({
      ...INITIAL_THEME_STATE,
      paletteMode: 'dark',
    });
    expect(
      themeReducer(INITIAL_THEME_STATE, { type: 'CHANGE', payload: { direction: 'rtl', paletteColors: colors } }),
    ).toEqual({ ...INITIAL_THEME_STATE, direction: 'rtl', paletteColors: colors });
  });

  it('CHANGE returns the same state object when nothing changed', () => {
    expect(themeReducer(custom, { type: 'CHANGE', payload: {} })).toBe(custom);
    expect(
      themeReducer(custom, {
        type: 'CHANGE',
        payload: { paletteMode: 'dark', direction: 'rtl', paletteColors: custom.paletteColors },
      }),
    ).toBe(custom);
  });

  it('does not mutate the previous state', () => {
    const before = { ...custom };
    themeReducer(custom, { type: 'INCREASE_SPACING' });
    themeReducer(custom, { type: 'CHANGE', payload: { paletteMode: 'light' } });
    expect(custom).toEqual(before);
  });

  it('throws a clear error on an unrecognised action type', () => {
    const bogus = { type: 'TOGGLE_MODE' } as unknown as ThemeAction;
    expect(() => themeReducer(INITIAL_THEME_STATE, bogus)).toThrow(/Unrecognized type TOGGLE_MODE.*SET_SPACING/);
  });
});
