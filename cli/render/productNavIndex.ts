/** Each product's nav index (ancestors, previous and next page of a route), built once per product on first use. */
import type { ProductModel } from '../model.ts';
import { navIndex, type NavIndex } from '../../templates/shell/navTree.ts';

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
