/** Absolute URLs of site routes, shared by the sitemap, head metadata and llms.txt. */
import { normaliseRoute } from '../../../runtime/routes.ts';

/** `https://x.com/` + `/a/b` → `https://x.com/a/b/`: the site URL with or without its trailing slash, the route normalised (trailing slash, no hash). */
export function absoluteUrl(siteUrl: string, route: string): string {
  return siteUrl.replace(/\/+$/, '') + normaliseRoute(route);
}
