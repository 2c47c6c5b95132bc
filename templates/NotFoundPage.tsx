/** The styled 404 page. */
import * as React from 'react';
import { useTranslate } from './shell/TranslationContext.tsx';

export function NotFoundPage() {
  const t = useTranslate();
  return (
    <div className="not-found">
      <h1 className="docs-title">{t('notFound.title')}</h1>
      <p className="docs-description">{t('notFound.description')}</p>
      <p>
        <a className="edit-link" href="/">
          {t('notFound.home')}
        </a>
      </p>
    </div>
  );
}
