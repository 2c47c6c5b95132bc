/**
 * Cross-checks the nav trees against the built pages: a nav entry that points nowhere is an error (a dead link in
 * every page's drawer); a docs page no nav lists is only a warning (it is reachable by URL, just hard to find).
 */
import path from 'node:path';
import { ContentError } from '../errors.ts';
import type { SourcePage } from '../model.ts';
import type { NavPage } from '../../runtime/navTypes.ts';
import { isExternal, navEntriesWithPages } from '../../templates/shell/navTree.ts';
import { normaliseRoute } from '../../runtime/routes.ts';
import { DEFAULT_LAYOUT } from '../../templates/themes/types.ts';
import { productOfPrefix } from '../render/productOfRoute.ts';

export interface NavSource {
  id: string;
  nav: readonly NavPage[];
  /** File the nav tree came from, named in errors. */
  navFile: string;
}

/** The pages of the pages folder, as the check for unlisted pages reads them: a warning names the page's file. */
export interface PagesFolder {
  pages: readonly Pick<SourcePage, 'route' | 'file' | 'absFile' | 'frontMatter'>[];
  /** The folder itself: a warning suggests the page's folder, relative to it, as one to autogenerate. */
  dir: string;
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

/**
 * Reports nav leaves without a built page among `routes` (errors) and the `pages` that no nav tree lists (warnings):
 * only a page the docs shell shows beside its product's nav can be missing from it, so only a page in the default
 * layout whose route is in a product's prefix is reported; a home page, a blog post or a page of no product is not.
 */
export function checkNavAgainstPages(
  products: readonly NavSource[],
  routes: ReadonlySet<string>,
  { pages, dir }: PagesFolder = { pages: [], dir: '' },
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
  const isListed = (route: string) => listed.has(route) || extraListed.some((covering) => route.startsWith(covering));
  const warnings = pages
    .filter((page) => (page.frontMatter.layout ?? DEFAULT_LAYOUT) === DEFAULT_LAYOUT && !isListed(normaliseRoute(page.route)))
    .flatMap((page) => {
      const product = normaliseRoute(page.route) === '/' ? null : productOfPrefix(products, page.route);
      if (!product) return [];
      const folder = path.relative(dir, path.dirname(page.absFile)).split(path.sep).join('/');
      return [{ file: page.file, message: `not in any navigation tree; add it to ${product.navFile} or use { autogenerate: '${folder}' }` }];
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map(({ file, message }) => `${file}: ${message}`);

  return { errors, warnings };
}
