/** Layout of the home page: the product cards, then the page's Markdown. */
import * as React from 'react';
import { HomePage } from '../HomePage.tsx';
import { productHome } from '../../runtime/config.ts';
import type { LayoutProps } from './types.ts';

export function HomeLayout({ page, content, site }: LayoutProps) {
  const products = site.products.filter((p) => p.id !== 'experiments').map((p) => ({ ...p, href: productHome(p) }));
  return <HomePage title={page.title} description={page.description} products={products} content={content} />;
}
