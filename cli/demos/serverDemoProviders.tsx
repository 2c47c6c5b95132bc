/**
 * The providers around a demo in its server render, the same as its browser entry gets (cli/demos/demoEntries.ts), so
 * hydration finds the markup it would make. Each library's providers are imported on first use: in Node, Joy's package
 * entry loads every Joy component (over half a second), which a site without Joy demos never needs.
 */
import * as React from 'react';
import path from 'node:path';
import type { Theme } from '@mui/material/styles';
import type { DemoTheme, DemoThemeModule } from '../../runtime/islands/demo/demoThemes.ts';
import { ContentError } from '../errors.ts';
import { importSiteModule } from '../site/siteModules.ts';

export interface ServerDemoProviders {
  Providers: React.ComponentType<{ children: React.ReactNode }>;
  /** A Material theme whose CSS variables the render emits (the demo theme's own), or null when the providers emit their own. */
  themeWithStyles: Theme | null;
}

let materialDemoTheme: Theme | undefined;

async function materialProviders(): Promise<ServerDemoProviders> {
  const [{ createMaterialDemoTheme }, { withThemeVarsOnce }, { MaterialDemoProviders }] = await Promise.all([
    import('../../runtime/theme/materialDemoTheme.ts'),
    import('../render/serverTheme.ts'),
    import('../../runtime/islands/demo/MaterialDemoProviders.tsx'),
  ]);
  // Server renders take the reader's defaults (left to right, not dense), as hydration starts from them.
  const theme = (materialDemoTheme ??= withThemeVarsOnce(createMaterialDemoTheme()));
  return { Providers: ({ children }) => <MaterialDemoProviders theme={theme}>{children}</MaterialDemoProviders>, themeWithStyles: theme };
}

async function moduleProviders(theme: DemoThemeModule, root: string): Promise<ServerDemoProviders> {
  const file = path.relative(root, theme.module);
  const DemoTheme = (await importSiteModule(theme.module, root)).default;
  if (typeof DemoTheme !== 'function' && (typeof DemoTheme !== 'object' || DemoTheme === null)) {
    throw new ContentError(file, 'a demo theme module must export a React component as its default export: ({ direction, dense, spacing, children }) => …');
  }
  const { readerSettingsProviders } = await import('../../runtime/islands/demo/moduleProviders.tsx');
  return { Providers: readerSettingsProviders(DemoTheme as Parameters<typeof readerSettingsProviders>[0]), themeWithStyles: null };
}

/** The providers of a demo in `theme`; `root` is the site's folder, from which a theme module is bundled. */
export async function serverDemoProviders(theme: DemoTheme, root: string): Promise<ServerDemoProviders> {
  if (typeof theme === 'object') return moduleProviders(theme, root);
  if (theme === 'material') return materialProviders();
  if (theme === 'joy') return { Providers: (await import('../../runtime/islands/demo/JoyDemoProviders.tsx')).JoyDemoProviders, themeWithStyles: null };
  return { Providers: (await import('../../runtime/islands/demo/noThemeProviders.tsx')).Providers, themeWithStyles: null };
}
