/** Every page a reader can land on, with its title: what the 404 page searches for the nearest match. */
import type { NavPage } from '../../runtime/navTypes.ts';
import type { KnownPage } from '../../templates/NotFoundPage.tsx';
import type { SiteModel } from '../model.ts';
import type { SiteRoutes } from '../siteRoutes.ts';

function navTitles(pages: readonly NavPage[], titles: Map<string, string>): void {
  for (const page of pages) {
    if (page.title && page.pathname.startsWith('/')) titles.set(`${page.pathname.replace(/\/$/, '')}/`, page.title);
    if (page.children) navTitles(page.children, titles);
  }
}

/** The site's pages (generated ones included), titled by their nav entry or front matter, in route order. */
export function knownPages(model: Pick<SiteModel, 'pages' | 'products'>, routes: SiteRoutes): KnownPage[] {
  const titles = new Map<string, string>();
  for (const product of model.products) navTitles(product.nav, titles);
  const frontMatterTitles = new Map(model.pages.map((page) => [page.route, page.frontMatter.title]));
  return [...routes]
    .filter((route) => route.endsWith('/'))
    .sort()
    .map((route) => ({ route, title: titles.get(route) ?? frontMatterTitles.get(route) ?? route }));
}
