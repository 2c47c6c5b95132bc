/**
 * Cross-checks the nav trees against the built pages: a nav entry that points nowhere is an error (a dead link in
 * every page's drawer); a page no nav lists is only a warning (it is reachable by URL, just hard to find).
 */
import { ContentError } from '../errors.ts';
import type { NavPage } from '../../runtime/navTypes.ts';
import { isExternal, navEntriesWithPages } from '../../templates/shell/navTree.ts';
import { normaliseRoute } from '../../runtime/routes.ts';

export interface NavSource {
  id: string;
  nav: readonly NavPage[];
  /** File the nav tree came from, named in errors. */
  navFile: string;
}

export interface NavCheckOptions {
  /**
   * Routes listed outside the nav trees (the config's side links, e.g. `/versions/`, `/blog/`). Each one covers
   * itself and every route below it, so `/blog/` also covers the posts under it.
   */
  extraListed?: readonly string[];
}

export interface NavCheckResult {
  errors: ContentError[];
  warnings: string[];
}

/** Reports nav leaves without a built page (errors) and built pages that no nav tree lists (warnings). */
export function checkNavAgainstPages(
  products: readonly NavSource[],
  routes: ReadonlySet<string>,
  opts: NavCheckOptions = {},
): NavCheckResult {
  const pageRoutes = new Set([...routes].map(normaliseRoute));
  const errors: ContentError[] = [];
  const listed = new Set<string>();

  for (const product of products) {
    for (const entry of navEntriesWithPages(product.nav)) {
      listed.add(entry.route);
      // An entry with children may be a page, or a pure group such as `/material-ui/getting-started-group` that only
      // heads its children; either is fine. A leaf is a link, so it must lead to a page.
      if (!entry.hasChildren && !pageRoutes.has(entry.route)) {
        errors.push(
          new ContentError(
            product.navFile,
            `${entry.where} (${entry.pathname}) points to ${entry.route}, which has no page: ` +
              'add a page for that route, fix the pathname, or remove the entry',
          ),
        );
      }
    }
  }

  const extraListed = (opts.extraListed ?? []).filter((href) => !isExternal(href)).map(normaliseRoute);
  const warnings = [...pageRoutes]
    .filter((route) => route !== '/' && !listed.has(route))
    .filter((route) => !extraListed.some((covering) => route.startsWith(covering)))
    .sort()
    .map(
      (route) =>
        `Page ${route} is not listed in any nav tree: add it to a product's nav file or to the site config's sideLinks`,
    );

  return { errors, warnings };
}
