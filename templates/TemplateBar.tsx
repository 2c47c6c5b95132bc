/** The thin bar above a full-page template: back to the templates gallery, to the product's docs, and to the source. */
import * as React from 'react';
import { useTranslate } from './shell/TranslationContext.tsx';

export interface TemplateBarProps {
  title: string;
  galleryHref: string;
  docs: { name: string; href: string } | null;
  sourceHref?: string;
}

export function TemplateBar({ title, galleryHref, docs, sourceHref }: TemplateBarProps) {
  const t = useTranslate();
  return (
    <nav className="template-bar" aria-label={t('templateBar.label')}>
      <a className="template-bar-back" href={galleryHref}>
        <span aria-hidden="true" className="template-bar-arrow">
          ←
        </span>{' '}
        {t('templateBar.gallery')}
      </a>
      <span className="template-bar-title">{title}</span>
      <span className="template-bar-links">
        {docs ? <a href={docs.href}>{t('templateBar.docs', { product: docs.name })}</a> : null}
        {sourceHref ? (
          <a href={sourceHref} target="_blank" rel="noopener">
            {t('templateBar.source')}
          </a>
        ) : null}
      </span>
    </nav>
  );
}
