/** Which of the site's products a route belongs to: the one place that reads a product from a route. */
import type { ProductModel, SiteModel } from '../model.ts';

/**
 * The product whose id is the route's first path segment; a site without a config, or with one around another tool's
 * project (no products, the tool's nav), has its one generated product everywhere.
 */
export function productForRoute(model: Pick<SiteModel, 'configFile' | 'products'>, route: string): ProductModel | null {
  if (!model.configFile || model.products[0]?.wholeSite) return model.products[0] ?? null;
  return productOfPrefix(model.products, route);
}

/** Among `products`, the one whose id is the route's first path segment. */
export function productOfPrefix<Product extends Pick<ProductModel, 'id'>>(products: readonly Product[], route: string): Product | null {
  const first = route.split('/')[1] ?? '';
  return products.find((p) => p.id === first) ?? null;
}
