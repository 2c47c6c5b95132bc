/** Browser entry helper for MDX islands (docs content, not demos): the Material providers with the site's brand theme, following the reader's density settings and the page's direction. */
import * as React from 'react';
import { createBrandTheme } from '../../brandTheme.ts';
import { useDensity } from '../../theme/useDensity.ts';
import { MaterialDemoProviders } from './MaterialDemoProviders.tsx';
import { useDocumentDirection } from './useDocumentDirection.ts';

export function Providers({ children }: { children: React.ReactNode }) {
  const { dense, spacing } = useDensity();
  const direction = useDocumentDirection();
  const theme = React.useMemo(() => createBrandTheme({ dense, spacing, direction }), [dense, spacing, direction]);
  return <MaterialDemoProviders theme={theme}>{children}</MaterialDemoProviders>;
}
