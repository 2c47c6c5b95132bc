/** Browser entry helper for a site's own demo theme (a module): its default export, given the reader's settings. */
import * as React from 'react';
import type { Direction } from '../../shell/direction.ts';
import { useDensity } from '../../theme/useDensity.ts';
import { useDocumentDirection } from './useDocumentDirection.ts';

/** What a demo theme module's default export receives: the reader's settings (server render: the defaults) and the demo. */
export interface DemoThemeProps {
  direction: Direction;
  dense: boolean;
  /** The reader's spacing unit in px. */
  spacing: number;
  children: React.ReactNode;
}

/** Providers that render `DemoTheme` with the reader's settings; on the server and at hydration, with the defaults. */
export function readerSettingsProviders(DemoTheme: React.ComponentType<DemoThemeProps>) {
  return function Providers({ children }: { children: React.ReactNode }) {
    const { dense, spacing } = useDensity();
    const direction = useDocumentDirection();
    return (
      <DemoTheme direction={direction} dense={dense} spacing={spacing}>
        {children}
      </DemoTheme>
    );
  };
}
