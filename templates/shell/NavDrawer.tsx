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
  /**
   * A large nav, sent in parts (see cli/build/collapsedNav.ts): every group, sections included, is a disclosure that
   * a page can show collapsed, and the drawer is marked so the build cuts each page's nav from it.
   */
  inParts?: boolean;
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

/** A section's title: its own, or its subheader's name. */
function sectionTitle(page: NavPage): string {
  return page.title ? String(page.title) : page.subheader!.replace(/-/g, ' ');
}

function NavEntries({ pages, depth, inParts }: { pages: NavPage[]; depth: number; inParts: boolean }) {
  return (
    <>
      {pages.map((page) => {
        if (!page.children?.length) return <NavLink key={page.pathname} page={page} depth={depth} />;
        if (page.subheader && inParts) {
          return (
            <li key={page.pathname} className="nav-subheader-group">
              <details data-nav-group={page.pathname}>
                <summary className="nav-group-title nav-subheader">{sectionTitle(page)}</summary>
                <ul className="nav-list">
                  <NavEntries pages={page.children} depth={depth + 1} inParts={inParts} />
                </ul>
              </details>
            </li>
          );
        }
        if (page.subheader) {
          return (
            <li key={page.pathname} className="nav-subheader-group">
              <div className="nav-subheader" role="presentation">
                {sectionTitle(page)}
              </div>
              <ul className="nav-list">
                <NavEntries pages={page.children} depth={depth + 1} inParts={inParts} />
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
                <NavEntries pages={page.children} depth={depth + 1} inParts={inParts} />
              </ul>
            </details>
          </li>
        );
      })}
    </>
  );
}

/** The drawer: permanent from `md` up, a temporary panel opened by the header's menu button below it. */
export function NavDrawer({ productName, productHref, currentVersion, pages, sideLinks, inParts = false }: NavDrawerProps) {
  const t = useTranslate();
  const withBase = useWithBase();
  return (
    <nav id="app-nav" className="app-nav" aria-label={t('nav.main')} data-open="false" {...(inParts ? { 'data-nav-parts': 'true' } : {})}>
      <div className="app-nav-header">
        <a className="app-nav-product" href={withBase(productHref)}>
          {productName}
        </a>
        {currentVersion ? <span className="app-nav-version">v{currentVersion}</span> : null}
      </div>
      <ul className="nav-list nav-root">
        <NavEntries pages={pages} depth={0} inParts={inParts} />
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
