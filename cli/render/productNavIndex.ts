/** Each product's nav index (ancestors, previous and next page of a route), built once per product on first use. */
import type { ProductModel, SiteModel } from '../model.ts';
import { navIndex, type NavIndex, type PrevNext } from '../../templates/shell/navTree.ts';
import { productForRoute } from './productOfRoute.ts';

const navIndexes = new WeakMap<ProductModel, NavIndex>();

/** The product's nav index, built on first use. */
export function productNavIndex(product: ProductModel): NavIndex {
  let index = navIndexes.get(product);
  if (!index) {
    index = navIndex(product.nav);
    navIndexes.set(product, index);
  }
  return index;
}

/** The pages before and after a route in its product's nav: none for a route outside every product. */
export function routePrevNext(model: Pick<SiteModel, 'configFile' | 'products'>, route: string): PrevNext {
  const product = productForRoute(model, route);
  return product ? productNavIndex(product).prevNext(route) : {};
}
