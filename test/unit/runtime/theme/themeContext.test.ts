import { describe, expect, it, vi } from 'vitest';
import { createThemeStore, getThemeStore, provideThemeStore } from '../../../../runtime/theme/themeContext.ts';
import { INITIAL_THEME_STATE, themeReducer } from '../../../../runtime/theme/themeReducer.ts';

describe('createThemeStore', () => {
  it('dispatches through the reducer and notifies subscribers of new states', () => {
    const store = createThemeStore(INITIAL_THEME_STATE, themeReducer);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'SET_DENSE', payload: true });
    expect(store.getState().dense).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the reducer returns the same state', () => {
    const store = createThemeStore(INITIAL_THEME_STATE, themeReducer);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'CHANGE', payload: { paletteMode: 'light' } });
    expect(store.getState()).toBe(INITIAL_THEME_STATE);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe', () => {
    const store = createThemeStore(INITIAL_THEME_STATE, themeReducer);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.dispatch({ type: 'INCREASE_SPACING' });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('getThemeStore', () => {
  it('throws a developer error naming the provider when none was provided', () => {
    expect(() => getThemeStore()).toThrow(/theme state was used outside <ThemeProvider>\. Wrap the page in ThemeProvider/);
  });

  it('returns the provided store until the provider is removed', () => {
    const outer = createThemeStore(INITIAL_THEME_STATE, themeReducer);
    const inner = createThemeStore(INITIAL_THEME_STATE, themeReducer);
    const removeOuter = provideThemeStore(outer);
    const removeInner = provideThemeStore(inner);
    expect(getThemeStore()).toBe(inner);
    removeInner();
    expect(getThemeStore()).toBe(outer);
    removeOuter();
    expect(() => getThemeStore()).toThrow(/ThemeProvider/);
  });
});
