/**
 * Hydrates one MDX island where it sits: the component with the props the server rendered it with (from the element's
 * JSON), inside the same providers and Emotion cache as a live demo, as its own React root.
 */
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from '../../theme/emotionCache.ts';
import { Providers } from '../demo/brandProviders.tsx';
import { MDX_ISLAND_DATA } from './islandData.ts';

let cache: EmotionCache | null = null;

/** Resolves once the hydrated tree is committed: the moment clicks held while it loaded can be replayed. */
function OnCommit({ done, children }: { done: () => void; children: React.ReactNode }) {
  React.useEffect(done, [done]);
  return children;
}

export function mountMdxIsland(element: HTMLElement, Component: React.ComponentType<Record<string, unknown>>): Promise<void> {
  cache ??= createEmotionCache();
  const props = JSON.parse(element.dataset[MDX_ISLAND_DATA.props] ?? '{}') as Record<string, unknown>;
  return new Promise((done) => {
    hydrateRoot(
      element,
      <CacheProvider value={cache!}>
        <Providers>
          <OnCommit done={done}>
            <Component {...props} />
          </OnCommit>
        </Providers>
      </CacheProvider>,
      {
        identifierPrefix: element.dataset[MDX_ISLAND_DATA.idPrefix],
        onRecoverableError: (error) => console.error('docsgen: MDX island hydration failed', error),
      },
    );
  });
}
