/** The API pages of a site: one per component and hook of each product's `apiPackage`, with the nav group that lists them. */
import type { SiteConfig } from '../../runtime/config.ts';
import type { NavPage } from '../../runtime/navTypes.ts';
import { loadApiData } from './apiCache.ts';
import { apiNavTree, apiPagesFor, type ApiPage, type ApiProduct } from './apiPages.ts';

export interface SiteApiPages {
  pages: (ApiPage & { productId: string })[];
  nav: Record<string, NavPage[]>;
}

const API_PRODUCTS = new Set<string>(['material-ui', 'joy-ui', 'base-ui', 'system']);

/** Loads (from cache when the package version is unchanged) the API data of every product that names a package. */
export async function siteApiPages(config: SiteConfig, root: string): Promise<SiteApiPages> {
  const pages: SiteApiPages['pages'] = [];
  const nav: Record<string, NavPage[]> = {};
  for (const product of config.products) {
    if (!product.apiPackage || !API_PRODUCTS.has(product.id)) continue;
    const api = await loadApiData(product.apiPackage, root);
    const productPages = apiPagesFor(product.id as ApiProduct, api);
    pages.push(...productPages.map((page) => ({ ...page, productId: product.id })));
    nav[product.id] = [apiNavTree(product.id as ApiProduct, productPages)];
  }
  return { pages, nav };
}
