/** The icon a site's pages link to when its first product has no logo: its own favicon, or the default theme's. */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_FAVICON_URL } from '../../templates/themes/defaultFavicon.ts';

const OWN_FAVICONS = ['/favicon.ico', '/favicon.svg'];
const iconByRoot = new Map<string, string | undefined>();

/** `/favicon.ico` or `/favicon.svg` when the site ships one in `public/`, else undefined. */
export function ownFavicon(root: string): string | undefined {
  if (!iconByRoot.has(root)) iconByRoot.set(root, OWN_FAVICONS.find((url) => fs.existsSync(path.join(root, 'public', url.slice(1)))));
  return iconByRoot.get(root);
}

/** The favicon URL of a site without a product logo: its own, or the default one the build writes (see `needsDefaultFavicon`). */
export function siteFavicon(root: string): string {
  return ownFavicon(root) ?? DEFAULT_FAVICON_URL;
}

/** Whether the build writes the default favicon: the site's pages link to no logo and it ships no icon of its own. */
export function needsDefaultFavicon(root: string, firstProductLogo: string | undefined): boolean {
  return !firstProductLogo && !ownFavicon(root);
}
