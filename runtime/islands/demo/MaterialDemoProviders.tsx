/** The providers around a Material UI (or MUI System) demo, identical on server and browser so hydration matches. */
import * as React from 'react';
import { ThemeProvider, useColorScheme, type Theme } from '@mui/material/styles';
import { MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from '../../constants.ts';
import { useSiteMode } from './useSiteMode.ts';

// Props of the CSS-variables provider that ThemeProvider becomes for a theme with `cssVariables`; its typing doesn't list them.
const cssVarsProps = {
  disableStyleSheetGeneration: true,
  defaultMode: 'system',
  modeStorageKey: MODE_STORAGE_KEY,
  colorSchemeStorageKey: COLOR_SCHEME_STORAGE_KEY,
} as object;

function FollowSiteMode() {
  useSiteMode(useColorScheme().setMode);
  return null;
}

/** Wraps a demo in its theme (the demo theme); its CSS variables are already in the page's styles, so the provider generates none. */
export function MaterialDemoProviders({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme} {...cssVarsProps}>
      <FollowSiteMode />
      {children}
    </ThemeProvider>
  );
}
