/** Browser entry helper: the Material providers with the site theme, built once per page. */
import * as React from 'react';
import { createBrandTheme } from '../../brandTheme.ts';
import { MaterialDemoProviders } from './MaterialDemoProviders.tsx';

let theme: ReturnType<typeof createBrandTheme> | null = null;

export function Providers({ children }: { children: React.ReactNode }) {
  theme ??= createBrandTheme();
  return <MaterialDemoProviders theme={theme}>{children}</MaterialDemoProviders>;
}
