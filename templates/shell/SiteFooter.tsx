/** The footer line shared by every page. */
import * as React from 'react';
import { useTranslate } from './TranslationContext.tsx';
import { useWithBase } from './SiteUrlContext.tsx';

export function SiteFooter({ siteTitle }: { siteTitle: string }) {
  const t = useTranslate();
  const withBase = useWithBase();
  return (
    <div className="site-footer">
      <span>{t('footer.builtWith', { siteTitle })}</span>
      <a href={withBase('/blog/')}>{t('footer.blog')}</a>
      <a href={withBase('/versions/')}>{t('footer.versions')}</a>
    </div>
  );
}
