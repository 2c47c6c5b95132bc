/** The styled 404 page. */
import * as React from 'react';
import { useTranslate } from './shell/TranslationContext.tsx';
import { useWithBase } from './shell/SiteUrlContext.tsx';

export function NotFoundPage() {
  const t = useTranslate();
  const withBase = useWithBase();
  return (
    <div className="not-found">
      <h1 className="docs-title">{t('notFound.title')}</h1>
      <p className="docs-description">{t('notFound.description')}</p>
      <p>
        <a className="edit-link" href={withBase('/')}>
          {t('notFound.home')}
        </a>
      </p>
    </div>
  );
}
