/** The one place a site URL gets the path the site is served under (`--base /docs/`), where the URL is made. */

/** Turns a root-relative site URL (`/x/`) into one under the base (`/docs/x/`); other URLs (external, `#anchor`) pass as they are. */
export type WithBase = (url: string) => string;

/** `withBase` for a site served under `base` (`/` or e.g. `/docs/`). */
export function basePrefixer(base: string): WithBase {
  const prefix = base.replace(/\/+$/, '');
  if (!prefix) return (url) => url;
  return (url) => (url.startsWith('/') && !url.startsWith('//') ? `${prefix}${url}` : url);
}

/** The inverse of `basePrefixer(base)`: a URL made under the base (`/docs/x/`) as the site path it names (`/x/`); other URLs pass as they are. */
export function baseRemover(base: string): (url: string) => string {
  const prefix = base.replace(/\/+$/, '');
  if (!prefix) return (url) => url;
  return (url) => (url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url);
}
