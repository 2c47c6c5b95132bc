/** The app bar: menu button, product switcher, versions menu, mode toggle and settings. Rendered once per product. */
import * as React from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import type { VersionLink } from '../../runtime/config.ts';
import { useTranslate } from './TranslationContext.tsx';
import { useWithBase } from './SiteUrlContext.tsx';

export interface AppHeaderProps {
  siteTitle: string;
  productName: string;
  productHref: string;
  logo?: string;
  versions: VersionLink[];
  /** Every product of the site with its current version, for the product switcher; the current one is `productHref`'s. */
  products?: { name: string; href: string; version?: string }[];
  /** Whether the page has a navigation drawer (docs pages do, landing pages don't). */
  hasNav: boolean;
  /** Extra header controls (search, settings) rendered by later features. */
  actions?: React.ReactNode;
}

export function AppHeader({ siteTitle, productName, productHref, logo, versions, products = [], hasNav, actions }: AppHeaderProps) {
  const t = useTranslate();
  const withBase = useWithBase();
  const current = versions.find((v) => v.current) ?? versions[0];
  return (
    <header className="app-header">
      {hasNav ? (
        <button type="button" className="icon-button app-menu-button" data-nav-open aria-label={t('appFrame.openDrawer')} aria-controls="app-nav" aria-expanded="false">
          <MenuIcon fontSize="small" />
        </button>
      ) : null}
      <a className="app-brand" href={withBase('/')} aria-label={t('appFrame.home', { siteTitle })}>
        {logo ? <img src={withBase(logo)} alt="" width={28} height={28} /> : null}
      </a>
      {products.length > 1 ? (
        <div className="versions product-switcher">
          <button type="button" className="app-product app-product-button" data-menu-button aria-haspopup="menu" aria-expanded="false" aria-controls="products-menu">
            {productName}
            <ExpandMoreIcon fontSize="small" />
          </button>
          <ul id="products-menu" className="versions-menu products-menu" role="menu" aria-label={t('appFrame.products')} hidden>
            {products.map((product) => (
              <li key={product.href} role="none">
                <a role="menuitem" href={withBase(product.href)} {...(product.href === productHref ? { 'aria-current': 'page' as const } : {})}>
                  <span>{product.name}</span>
                  {product.version ? <span className="products-menu-version">v{product.version}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <a className="app-product" href={withBase(productHref)}>
          {productName}
        </a>
      )}
      {current ? (
        <div className="versions">
          <button type="button" className="versions-button" data-versions-button data-menu-button aria-haspopup="menu" aria-expanded="false" aria-controls="versions-menu">
            v{current.text}
            <ExpandMoreIcon fontSize="small" />
          </button>
          <ul id="versions-menu" className="versions-menu" role="menu" aria-label={t('appFrame.versions')} hidden>
            {versions.map((v) => (
              <li key={v.href} role="none">
                <a role="menuitem" href={withBase(v.href)} {...(v.current ? { 'aria-current': 'true' as const } : {})}>
                  <span>{v.text}</span>
                  {v.current ? <CheckIcon fontSize="small" aria-label={t('appFrame.currentVersion')} /> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="app-header-spacer" />
      {actions}
      <button type="button" className="icon-button mode-toggle" data-mode-toggle aria-label={t('appFrame.toggleMode')} title={t('appFrame.toggleMode')}>
        <LightModeIcon className="only-dark-mode" fontSize="small" />
        <DarkModeIcon className="only-light-mode" fontSize="small" />
      </button>
      <button type="button" className="icon-button" data-settings-open aria-label={t('appFrame.toggleSettings')} aria-controls="settings-drawer" aria-expanded="false" title={t('settings.settings')}>
        <SettingsIcon fontSize="small" />
      </button>
    </header>
  );
}
