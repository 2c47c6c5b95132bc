/**
 * The 404 page: search, the products, the nearest existing page (runtime/shell/notFoundPage.ts picks it from the list of
 * known pages) and the way home. A language-prefixed path is sent on to its English page by the same runtime.
 */
import * as React from 'react';
import { LinkItems } from './shell/LinkItems.tsx';
import { SearchIcon } from './shell/SearchButton.tsx';
import { useTranslate } from './shell/TranslationContext.tsx';
import { useWithBase } from './shell/SiteUrlContext.tsx';

/** A page a reader may have been looking for, as the 404 page lists it. */
export interface KnownPage {
  route: string;
  title: string;
}

export interface NotFoundPageProps {
  products: { name: string; href: string }[];
  knownPages: KnownPage[];
}

export function NotFoundPage({ products, knownPages }: NotFoundPageProps) {
  const t = useTranslate();
  const withBase = useWithBase();
  return (
    <div className="not-found" data-not-found>
      <h1 className="docs-title">{t('notFound.title')}</h1>
      <p className="docs-description">{t('notFound.description')}</p>
      <p className="not-found-nearest" data-nearest-page hidden>
        {t('notFound.nearest')} <a href="/">{t('notFound.home')}</a>?
      </p>
      <button type="button" className="not-found-search" data-search-open aria-haspopup="dialog">
        <SearchIcon className="search-button-icon" />
        {t('notFound.search')}
      </button>
      {products.length ? (
        <nav aria-labelledby="not-found-products">
          <h2 id="not-found-products" className="not-found-heading">
            {t('notFound.products')}
          </h2>
          <ul className="not-found-products">
            <LinkItems links={products.map((product) => ({ href: product.href, title: product.name }))} />
          </ul>
        </nav>
      ) : null}
      <p>
        <a className="edit-link" href={withBase('/')}>
          {t('notFound.home')}
        </a>
      </p>
      <ul data-known-pages hidden>
        <LinkItems links={knownPages.map((page) => ({ href: page.route, title: page.title }))} />
      </ul>
    </div>
  );
}
