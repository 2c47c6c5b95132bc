/** The providers around a Joy demo: Joy's own CSS-variables theme, following the same stored mode as the rest of the site. */
import * as React from 'react';
import { CssVarsProvider, useColorScheme, type Theme } from '@mui/joy';
import { MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from '../../constants.ts';
import { useSiteMode } from './useSiteMode.ts';

function FollowSiteMode() {
  useSiteMode(useColorScheme().setMode);
  return null;
}

/** Joy components read Joy's theme, so they get Joy's provider; it keys off the same `mui-mode` as the site toggle. */
export function JoyDemoProviders({ joyTheme, children }: { joyTheme?: Theme; children: React.ReactNode }) {
  return (
    <CssVarsProvider
      theme={joyTheme}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      <FollowSiteMode />
      {children}
    </CssVarsProvider>
  );
}
