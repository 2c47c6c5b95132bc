/** Site URLs for the server-rendered layouts and shell: each render provides the build's `withBase`, so every link and asset they make carries the base path. */
import * as React from 'react';
import type { WithBase } from './basePath.ts';

// Outside a build's render (a component rendered on its own in a test) the site is served from the root.
const SiteUrlContext = React.createContext<WithBase>((url) => url);

/** Provides `value`, the build's `withBase`, to every component below it. */
export const SiteUrlProvider = SiteUrlContext.Provider;

/** `withBase(url)`: a root-relative site URL under the path the site is served from. */
export function useWithBase(): WithBase {
  return React.useContext(SiteUrlContext);
}
