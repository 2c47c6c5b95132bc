/** The footer line shared by every page. */
import * as React from 'react';
import type { TranslationKey } from '../../runtime/translations/index.ts';
import { useTranslate } from './TranslationContext.tsx';

export interface FooterLink {
  href: string;
  /** Translation key of its text. */
  label: TranslationKey;
}

/** `links`: only pages the site has (cli/render/footerLinks.ts), so no footer link is a dead end. */
export function SiteFooter({ siteTitle, links }: { siteTitle: string; links: readonly FooterLink[] }) {
  const t = useTranslate();
  return (
    <div className="site-footer">
      <span>{t('footer.builtWith', { siteTitle })}</span>
      {links.map((link) => (
        <a key={link.href} href={link.href}>
          {t(link.label)}
        </a>
      ))}
    </div>
  );
}
