/** Site URLs for server templates: each render provides the build's `withBase`, so every link and asset a template makes carries the base path. */
import * as React from 'react';
import type { WithBase } from '../../runtime/basePath.ts';

// Outside a build's render (a template rendered on its own in a test) the site is served from the root.
const SiteUrlContext = React.createContext<WithBase>((url) => url);

/** Provides `value`, the build's `withBase`, to every template below it. */
export const SiteUrlProvider = SiteUrlContext.Provider;

/** `withBase(url)`: a root-relative site URL under the path the site is served from. */
export function useWithBase(): WithBase {
  return React.useContext(SiteUrlContext);
}
