/** Hydrates one live demo where it sits, with the same providers and Emotion key as the server render. */
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

let cache: ReturnType<typeof createCache> | null = null;

/** Hydrates `element` (the demo's preview box) with the demo inside `Providers`. */
export function mountDemo(element: HTMLElement, Demo: React.ComponentType, Providers: React.ComponentType<{ children: React.ReactNode }>): void {
  cache ??= createCache({ key: 'css' });
  hydrateRoot(
    element,
    <CacheProvider value={cache}>
      <Providers>
        <Demo />
      </Providers>
    </CacheProvider>,
    { onRecoverableError: (error) => console.error('docsgen: demo hydration failed', error) },
  );
}
