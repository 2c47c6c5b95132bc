/** The product's navigation drawer, rendered once per product; the active entry is marked per page by markActiveNav. */
import * as React from 'react';
import type { NavPage } from '../../runtime/navTypes.ts';
import { isExternal, pageToTitle } from './navTree.ts';
import { NavBadges } from './NavBadges.tsx';
import { navIcon } from './navIcons.tsx';
import { useTranslate } from './TranslationContext.tsx';
import { useWithBase } from './SiteUrlContext.tsx';

export interface NavDrawerProps {
  productName: string;
  productHref: string;
  currentVersion?: string;
  pages: NavPage[];
  sideLinks: { title: string; href: string }[];
}

/** Trailing slash for internal routes, so hrefs match built folders and markActiveNav can find them. */
export function navHref(pathname: string): string {
  if (isExternal(pathname)) return pathname;
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

function NavLink({ page, depth }: { page: NavPage; depth: number }) {
  const withBase = useWithBase();
  const title = pageToTitle(page) ?? '';
  const href = withBase(navHref(page.pathname));
  const external = isExternal(page.pathname);
  const Icon = page.icon ? navIcon(page.icon) : null;
  return (
    <li className="nav-item">
      <a
        className="nav-link"
        href={href}
        data-depth={depth}
        {...(external ? { target: '_blank', rel: 'noopener' } : {})}
        {...page.linkProps}
      >
        {Icon ? <Icon className="nav-icon" fontSize="small" /> : null}
        <span className="nav-link-text">{title}</span>
        <NavBadges page={page} />
      </a>
    </li>
  );
}

function NavEntries({ pages, depth }: { pages: NavPage[]; depth: number }) {
  return (
    <>
      {pages.map((page) => {
        if (!page.children?.length) return <NavLink key={page.pathname} page={page} depth={depth} />;
        if (page.subheader) {
          return (
            <li key={page.pathname} className="nav-subheader-group">
              <div className="nav-subheader" role="presentation">
                {page.title ? String(page.title) : page.subheader.replace(/-/g, ' ')}
              </div>
              <ul className="nav-list">
                <NavEntries pages={page.children} depth={depth + 1} />
              </ul>
            </li>
          );
        }
        const Icon = page.icon ? navIcon(page.icon) : null;
        return (
          <li key={page.pathname} className="nav-group">
            <details data-nav-group={page.pathname}>
              <summary className="nav-group-title">
                {Icon ? <Icon className="nav-icon" fontSize="small" /> : null}
                <span>{pageToTitle(page)}</span>
                <NavBadges page={page} />
              </summary>
              <ul className="nav-list">
                <NavEntries pages={page.children} depth={depth + 1} />
              </ul>
            </details>
          </li>
        );
      })}
    </>
  );
}

/** The drawer: permanent from `md` up, a temporary panel opened by the header's menu button below it. */
export function NavDrawer({ productName, productHref, currentVersion, pages, sideLinks }: NavDrawerProps) {
  const t = useTranslate();
  const withBase = useWithBase();
  return (
    <nav id="app-nav" className="app-nav" aria-label={t('nav.main')} data-open="false">
      <div className="app-nav-header">
        <a className="app-nav-product" href={withBase(productHref)}>
          {productName}
        </a>
        {currentVersion ? <span className="app-nav-version">v{currentVersion}</span> : null}
      </div>
      <ul className="nav-list nav-root">
        <NavEntries pages={pages} depth={0} />
      </ul>
      {sideLinks.length ? (
        <ul className="nav-list nav-side-links" aria-label={t('nav.more')}>
          {sideLinks.map((link) => (
            <li key={link.href} className="nav-item">
              <a className="nav-link" href={withBase(link.href)} {...(isExternal(link.href) ? { target: '_blank', rel: 'noopener' } : {})}>
                <span className="nav-link-text">{link.title}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
