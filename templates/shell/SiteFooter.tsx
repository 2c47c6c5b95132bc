/** The footer line shared by every page. */
import * as React from 'react';
import type { TranslationKey } from '../../runtime/translations/index.ts';
import { useTranslate } from './TranslationContext.tsx';
import { useWithBase } from './SiteUrlContext.tsx';

/**
 * `links` come from the site config (`footerLinks`); without them, the blog and the versions page, each only when the site
 * has it (`hasRoute`).
 */
export interface SiteFooterProps {
  siteTitle: string;
  links?: { title: string; href: string }[];
  hasRoute?: (route: string) => boolean;
}

export function SiteFooter({ siteTitle, links, hasRoute = () => true }: SiteFooterProps) {
  const t = useTranslate();
  const withBase = useWithBase();
  return (
    <div className="site-footer">
      <span>{t('footer.builtWith', { siteTitle })}</span>
      {links ? (
        links.map((link) => (
          <a key={link.href} href={withBase(link.href)}>
            {link.title}
          </a>
        ))
      ) : (
        <>
          {hasRoute('/blog/') && <a href={withBase('/blog/')}>{t('footer.blog')}</a>}
          {hasRoute('/versions/') && <a href={withBase('/versions/')}>{t('footer.versions')}</a>}
        </>
      )}
    </div>
  );
}
