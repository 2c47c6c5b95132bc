/**
 * Keeps a demo's colour-scheme provider on the mode the reader picks with the page's controls. MUI's providers hear
 * only other tabs: a demo hydrated before the reader picked a mode kept believing "system", and repainted the whole
 * page dark when the OS turned dark although the reader had chosen light.
 */
import * as React from 'react';
import { MODE_CHANGE_EVENT, readMode, type Mode } from '../../shell/colorMode.ts';

/** Calls the provider's `setMode` with the stored mode whenever the page's mode changes. */
export function useSiteMode(setMode: (mode: Mode) => void): void {
  React.useEffect(() => {
    const follow = () => setMode(readMode());
    document.addEventListener(MODE_CHANGE_EVENT, follow);
    return () => document.removeEventListener(MODE_CHANGE_EVENT, follow);
  }, [setMode]);
}
