/**
 * The routes the site has: its Markdown pages (its own and the plugins') and the pages plugins generate besides them
 * (API pages, full-page templates). The navigation check, redirects, the footer's optional links and the 404 page's
 * list all ask this one set.
 */
export type SiteRoutes = ReadonlySet<string>;

/** The site's routes from its Markdown pages and the routes of its generated pages. */
export function siteRoutes(pages: readonly { route: string }[], generated: readonly { route: string }[]): SiteRoutes {
  return new Set([...pages, ...generated].map((page) => page.route));
}
