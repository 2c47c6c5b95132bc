/** The footer line shared by every page. */
import * as React from 'react';
import { useTranslate } from './TranslationContext.tsx';
import { useWithBase } from './SiteUrlContext.tsx';

/** `hasRoute` says which of the footer's pages the site has: a site without a blog gets no blog link. */
export function SiteFooter({ siteTitle, hasRoute = () => true }: { siteTitle: string; hasRoute?: (route: string) => boolean }) {
  const t = useTranslate();
  const withBase = useWithBase();
  return (
    <div className="site-footer">
      <span>{t('footer.builtWith', { siteTitle })}</span>
      {hasRoute('/blog/') && <a href={withBase('/blog/')}>{t('footer.blog')}</a>}
      {hasRoute('/versions/') && <a href={withBase('/versions/')}>{t('footer.versions')}</a>}
    </div>
  );
}
