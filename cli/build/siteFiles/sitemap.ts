/** `sitemap.xml`: every page of the site once, as absolute URLs (sitemaps.org protocol 0.9). */
import { normaliseRoute } from '../../../runtime/routes.ts';
import { absoluteUrl } from './siteUrl.ts';
import { escapeHtml } from '../../../templates/escape.ts';

const NOT_FOUND_ROUTE = '/404.html';

/**
 * The sitemap of `routes` (deduplicated, sorted), leaving out the 404 page and the `from` routes of `redirects`, a
 * line at a time: a large site's sitemap is megabytes of text, which the build writes as it comes instead of holding.
 */
export function* sitemapXml(siteUrl: string, routes: readonly string[], redirects: Record<string, string> = {}): Generator<string> {
  // A redirect page only points elsewhere: listing it would ask crawlers to index a duplicate.
  const excluded = new Set(Object.keys(redirects).map(normaliseRoute));
  const unique = new Set(routes.filter((route) => route !== NOT_FOUND_ROUTE).map(normaliseRoute));
  const listed = [...unique]
    .filter((route) => !excluded.has(route))
    // Code-unit order, not locale order, so the file is the same on every machine.
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const route of listed) yield `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, route))}</loc></url>\n`;
  yield '</urlset>\n';
}
