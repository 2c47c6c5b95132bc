/** Browser entry helper: the Material providers with the site theme, following the reader's density settings and the page's direction. */
import * as React from 'react';
import { createBrandTheme } from '../../brandTheme.ts';
import { DEFAULT_DENSITY, DENSITY_EVENT, DENSITY_STORAGE_KEY, readDensity, type Density } from '../../theme/densityState.ts';
import { MaterialDemoProviders } from './MaterialDemoProviders.tsx';
import { useDocumentDirection } from './useDocumentDirection.ts';

/** The density to render with: the default first (so hydration matches the server HTML), then the stored one, live. */
function useDensity(): Density {
  const [density, setDensity] = React.useState<Density>(DEFAULT_DENSITY);
  React.useEffect(() => {
    setDensity(readDensity());
    const onChange = () => setDensity(readDensity());
    const onStorage = (event: StorageEvent) => event.key === DENSITY_STORAGE_KEY && onChange();
    document.addEventListener(DENSITY_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener(DENSITY_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return density;
}

export function Providers({ children }: { children: React.ReactNode }) {
  const { dense, spacing } = useDensity();
  const direction = useDocumentDirection();
  const theme = React.useMemo(() => createBrandTheme({ dense, spacing, direction }), [dense, spacing, direction]);
  return <MaterialDemoProviders theme={theme}>{children}</MaterialDemoProviders>;
}
