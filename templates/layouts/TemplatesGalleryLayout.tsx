/** Layout of the templates gallery: the page's Markdown, then a card per template with its preview and two actions. */
import * as React from 'react';
import type { LayoutProps } from './types.ts';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

export function TemplatesGalleryLayout({ content, templates }: LayoutProps) {
  const withBase = useWithBase();
  return (
    <>
      {content}
      <ul className="templates-gallery" aria-label="Templates">
        {templates.map((template) => (
          <li key={template.name} className="template-card">
            <a className="template-preview" href={withBase(template.route)} aria-label={`${template.title}: see live preview`}>
              <img className="only-light-mode" src={withBase(template.preview)} alt="" width={640} height={360} loading="lazy" />
              <img className="only-dark-mode" src={withBase(template.previewDark)} alt="" width={640} height={360} loading="lazy" />
              <span className="template-preview-hint">See live preview</span>
            </a>
            <div className="template-card-body">
              <h3 className="template-title">{template.title}</h3>
              <p className="template-description">{template.description}</p>
              <div className="template-actions">
                <a className="template-action template-action-primary" href={withBase(template.route)} data-ga-event-category="material-ui-template" data-ga-event-action="preview-img" data-ga-event-label={template.name}>
                  Live preview
                </a>
                {template.sourceHref ? (
                  <a className="template-action" href={withBase(template.sourceHref)} target="_blank" rel="noopener">
                    Source code
                  </a>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
