/** The footer line shared by every page. */
import * as React from 'react';
import { useTranslate } from './TranslationContext.tsx';

export function SiteFooter({ siteTitle }: { siteTitle: string }) {
  const t = useTranslate();
  return (
    <div className="site-footer">
      <span>{t('footer.builtWith', { siteTitle })}</span>
      <a href="/blog/">{t('footer.blog')}</a>
      <a href="/versions/">{t('footer.versions')}</a>
    </div>
  );
}
