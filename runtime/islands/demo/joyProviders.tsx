/** Browser entry helper: the Joy providers, with the reader's spacing unit once hydrated. */
import * as React from 'react';
import { extendTheme } from '@mui/joy';
import { DEFAULT_DENSITY } from '../../theme/densityState.ts';
import { useDensity } from '../../theme/useDensity.ts';
import { JoyDemoProviders } from './JoyDemoProviders.tsx';

export function Providers({ children }: { children: React.ReactNode }) {
  const { spacing } = useDensity();
  // Joy computes spacing in JavaScript (no CSS variable), so a changed unit needs a theme of its own.
  const theme = React.useMemo(() => (spacing === DEFAULT_DENSITY.spacing ? undefined : extendTheme({ spacing })), [spacing]);
  return <JoyDemoProviders joyTheme={theme}>{children}</JoyDemoProviders>;
}
