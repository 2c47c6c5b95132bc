/** React hook for hydrated demos: the reader's density, following changes made on this page or in another tab. */
import * as React from 'react';
import { DEFAULT_DENSITY, DENSITY_EVENT, DENSITY_STORAGE_KEY, readDensity, type Density } from './densityState.ts';

/** The density to render with: the default first (so hydration matches the server HTML), then the stored one, live. */
export function useDensity(): Density {
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
