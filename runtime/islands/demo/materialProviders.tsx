/** Browser entry helper: Material UI's default theme around a demo, with the reader's density and the page's direction. */
import * as React from 'react';
import { createMaterialDemoTheme } from '../../theme/materialDemoTheme.ts';
import { useDensity } from '../../theme/useDensity.ts';
import { MaterialDemoProviders } from './MaterialDemoProviders.tsx';
import { useDocumentDirection } from './useDocumentDirection.ts';

export function Providers({ children }: { children: React.ReactNode }) {
  // The spacing unit reaches the theme's `--mui-spacing` as a CSS variable: only density and direction change markup.
  const { dense } = useDensity();
  const direction = useDocumentDirection();
  const theme = React.useMemo(() => createMaterialDemoTheme({ dense, direction }), [dense, direction]);
  return <MaterialDemoProviders theme={theme}>{children}</MaterialDemoProviders>;
}
