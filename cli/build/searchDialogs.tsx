/** The search dialog every document carries, rendered once per page language. */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchDialog } from '../../templates/shell/SearchDialog.tsx';
import { TranslationProvider } from '../../templates/shell/TranslationContext.tsx';
import type { RenderContext } from '../render/renderPage.tsx';

/** The search dialog in each page language, rendered on first use. */
export function searchDialogs(ctx: RenderContext, manifestUrl: string): (language: string) => string {
  const byLanguage = new Map<string, string>();
  return (language) => {
    let html = byLanguage.get(language);
    if (html === undefined) {
      html = renderToStaticMarkup(
        <TranslationProvider value={ctx.translatorFor(language)}>
          <SearchDialog manifestUrl={manifestUrl} />
        </TranslationProvider>,
      );
      byLanguage.set(language, html);
    }
    return html;
  };
}
