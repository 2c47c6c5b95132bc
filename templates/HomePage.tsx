/** The home page: the family of libraries, one card per product, and the page's own Markdown below. */
import * as React from 'react';
import type { ProductConfig } from '../runtime/config.ts';
import { useWithBase } from './shell/SiteUrlContext.tsx';

export interface HomePageProps {
  title: string;
  description?: string;
  products: (ProductConfig & { href: string })[];
  content: React.ReactNode;
}

export function HomePage({ title, description, products, content }: HomePageProps) {
  const withBase = useWithBase();
  return (
    <div className="home">
      <section className="home-hero">
        <h1 className="docs-title home-title">{title}</h1>
        {description ? <p className="docs-description home-description">{description}</p> : null}
      </section>
      <ul className="home-products" aria-label="Libraries">
        {products.map((product) => (
          <li key={product.id} className="home-product">
            <a href={withBase(product.href)}>
              <span className="home-product-name">{product.name}</span>
              {product.description ? <span className="home-product-description">{product.description}</span> : null}
              <span className="home-product-version">v{product.versions.find((v) => v.current)?.text ?? product.versions[0]?.text}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="markdown-body home-body">{content}</div>
    </div>
  );
}
