/** Hydrates one live demo where it sits, with the same providers and Emotion cache as the server render. */
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from '../../theme/emotionCache.ts';

let cache: EmotionCache | null = null;

/** Hydrates `element` (the demo's preview box) with the demo inside `Providers`. */
export function mountDemo(element: HTMLElement, Demo: React.ComponentType, Providers: React.ComponentType<{ children: React.ReactNode }>): void {
  cache ??= createEmotionCache();
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
