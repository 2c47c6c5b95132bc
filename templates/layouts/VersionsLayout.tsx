/** Layout of the versions page: a table per product of the documentation of each configured version, then the page's Markdown. */
import * as React from 'react';
import type { ProductConfig } from '../../runtime/config.ts';
import { PageIntro } from './PageIntro.tsx';
import { frontMatterError, textList } from './frontMatterFields.ts';
import type { LayoutPage, LayoutProps } from './types.ts';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

/** The products the page lists: those its front matter names in `products`, in that order, or every product of the site. */
export function listedProducts(page: LayoutPage, products: ProductConfig[]): ProductConfig[] {
  const ids = textList(page, page.frontMatter, 'products');
  if (ids.length === 0) return products;
  return ids.map((id) => {
    const product = products.find((p) => p.id === id);
    if (!product) throw frontMatterError(page, 'products', `a list of product ids from site.config.ts (${products.map((p) => p.id).join(', ')}); "${id}" is not one`);
    return product;
  });
}

function CheckIcon() {
  return (
    <svg className="versions-check" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" />
    </svg>
  );
}

function ProductVersions({ product, pageRoute }: { product: ProductConfig; pageRoute: string }) {
  const withBase = useWithBase();
  // The version menu's "View all versions" entry points at this very page; it is navigation, not a version.
  const versions = product.versions.filter((version) => version.href !== pageRoute);
  const headingId = `versions-${product.id}`;
  return (
    <section className="versions-product" aria-labelledby={headingId}>
      <h2 id={headingId}>{product.name}</h2>
      {product.description ? <p className="versions-product-description">{product.description}</p> : null}
      <div className="MuiTable-wrapper">
        <table>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Documentation</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.href} className={version.current ? 'versions-row versions-row-current' : 'versions-row'}>
                <td>
                  <span className="versions-text">{version.text}</span>
                  {version.current ? (
                    <span className="versions-current">
                      <CheckIcon />
                      Current
                    </span>
                  ) : null}
                </td>
                <td>
                  <a href={withBase(version.href)}>
                    Documentation
                    <span className="visually-hidden">
                      {' '}
                      of {product.name} {version.text}
                    </span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Renders the versions page. */
export function VersionsLayout({ page, content, site }: LayoutProps) {
  return (
    <div className="standalone-page">
      <PageIntro title={page.title} description={page.description} />
      <div className="markdown-body">
        {listedProducts(page, site.products).map((product) => (
          <ProductVersions key={product.id} product={product} pageRoute={page.route} />
        ))}
        {content}
      </div>
    </div>
  );
}
