/** Which providers a demo needs, decided from the library it imports. */
import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import { MaterialDemoProviders } from './MaterialDemoProviders.tsx';
import { JoyDemoProviders } from './JoyDemoProviders.tsx';

export type DemoKind = 'material' | 'joy';

/** Joy components need Joy's theme; every other demo (Material, Base, System) renders in the site theme. */
export function demoKindOf(source: string): DemoKind {
  return /from\s+['"]@mui\/joy(?:\/[^'"]*)?['"]/.test(source) ? 'joy' : 'material';
}

/** The provider tree of a demo of the given kind. */
export function DemoProviders({ kind, theme, children }: { kind: DemoKind; theme: Theme; children: React.ReactNode }) {
  return kind === 'joy' ? <JoyDemoProviders>{children}</JoyDemoProviders> : <MaterialDemoProviders theme={theme}>{children}</MaterialDemoProviders>;
}
