/** Which providers a demo needs, decided from the library it imports. */
import type * as React from 'react';
import type { Theme } from '@mui/material/styles';

export type DemoKind = 'material' | 'joy';

/** Joy components need Joy's theme; every other demo (Material, Base, System) renders in the site theme. */
export function demoKindOf(source: string): DemoKind {
  return /from\s+['"]@mui\/joy(?:\/[^'"]*)?['"]/.test(source) ? 'joy' : 'material';
}

export type DemoProviders = React.ComponentType<{ theme: Theme; children: React.ReactNode }>;

/**
 * The provider tree of a demo of the given kind, for rendering it on the server. Imported on first use: in Node,
 * Joy's package entry loads every Joy component (over half a second), which a site without Joy demos never needs.
 */
export async function loadDemoProviders(kind: DemoKind): Promise<DemoProviders> {
  return kind === 'joy' ? (await import('./JoyDemoProviders.tsx')).JoyDemoProviders : (await import('./MaterialDemoProviders.tsx')).MaterialDemoProviders;
}
