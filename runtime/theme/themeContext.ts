/** A tiny observable theme store and the registry that makes it the page's current one. */
import type { ThemeAction, ThemeState } from './themeReducer.ts';

export interface Store<S, A> {
  getState(): S;
  dispatch(action: A): void;
  /** Calls `listener` after each dispatch that produced a new state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export type ThemeStore = Store<ThemeState, ThemeAction>;

/** Creates a store whose shape fits React's useSyncExternalStore(subscribe, getState). */
export function createThemeStore<S, A>(initial: S, reducer: (state: S, action: A) => S): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      // The reducer returns the same object for no-op changes: skipping them avoids needless repaints.
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let provided: ThemeStore | undefined;

/** Makes `store` the page's theme store (what ThemeProvider does); returns a function that restores the previous one. */
export function provideThemeStore(store: ThemeStore): () => void {
  const previous = provided;
  provided = store;
  return () => {
    provided = previous;
  };
}

/** The provided theme store; throws a developer error when ThemeProvider was forgotten (SPEC §8). */
export function getThemeStore(): ThemeStore {
  if (provided === undefined) {
    throw new Error(
      'docsgen: theme state was used outside <ThemeProvider>. Wrap the page in ThemeProvider ' +
        '(or call provideThemeStore(store) in the island entry) before reading or changing theme settings.',
    );
  }
  return provided;
}
