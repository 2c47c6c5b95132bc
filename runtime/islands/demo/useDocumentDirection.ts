/** The page's text direction as React state, so hydrated demos give MUI the `theme.direction` the page shows. */
import * as React from 'react';
import { readDirection, type Direction } from '../../shell/direction.ts';

/** Re-renders on any change of `dir` on <html>, whoever makes it. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/** The server renders left-to-right: hydration starts from that, then React re-renders with the page's direction. */
const serverDirection = (): Direction => 'ltr';

/** The direction of the page, live. */
export function useDocumentDirection(): Direction {
  return React.useSyncExternalStore(subscribe, readDirection, serverDirection);
}
