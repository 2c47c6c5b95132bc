/** Hydrates one live demo where it sits, with the same providers and Emotion cache as the server render. */
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from '../../theme/emotionCache.ts';
import { registerDemoHandle } from './demoHandles.ts';

let cache: EmotionCache | null = null;

type Providers = React.ComponentType<{ children: React.ReactNode }>;

/** Runs `onCommit` once the tree around it is on screen: the moment a held click can be replayed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  React.useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates `element` (the demo's preview box) with the demo inside `Providers`; resolves once hydration has committed.
 * The demo's handle (demoHandles.ts) then remounts it, or shows another component in its place (the live editor's).
 */
export function mountDemo(element: HTMLElement, Demo: React.ComponentType, Providers: Providers): Promise<void> {
  cache ??= createEmotionCache();
  const emotionCache = cache;
  let mounts = 0;
  let resolveCommitted!: () => void;
  const committed = new Promise<void>((resolve) => (resolveCommitted = resolve));
  const tree = (Component: React.ComponentType) => (
    <CacheProvider value={emotionCache}>
      <Providers>
        <Committed onCommit={resolveCommitted}>
          <Component key={mounts} />
        </Committed>
      </Providers>
    </CacheProvider>
  );
  const root = hydrateRoot(element, tree(Demo), {
    onRecoverableError: (error) => console.error('docsgen: demo hydration failed', error),
  });
  let shown = Demo;
  registerDemoHandle(element, {
    original: Demo,
    show(Component) {
      shown = Component;
      root.render(tree(Component));
    },
    remount() {
      mounts += 1;
      root.render(tree(shown));
    },
  });
  return committed;
}
