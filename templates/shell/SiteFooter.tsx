/** The footer line shared by every page. */
import * as React from 'react';
import { useTranslate } from './TranslationContext.tsx';

/** `links` come from the site config (`footerLinks`); without them, the blog and the versions page. */
export function SiteFooter({ siteTitle, links }: { siteTitle: string; links?: { title: string; href: string }[] }) {
  const t = useTranslate();
  return (
    <div className="site-footer">
      <span>{t('footer.builtWith', { siteTitle })}</span>
      {links ? (
        links.map((link) => (
          <a key={link.href} href={link.href}>
            {link.title}
          </a>
        ))
      ) : (
        <>
          <a href="/blog/">{t('footer.blog')}</a>
          <a href="/versions/">{t('footer.versions')}</a>
        </>
      )}
    </div>
  );
}
