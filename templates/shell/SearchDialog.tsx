/**
 * The search dialog (hidden until opened): a combobox input over a listbox of hits, one message per state (shown by
 * the dialog's `data-state`), and the keyboard hints. No Emotion components: it renders with plain renderToStaticMarkup.
 */
import * as React from 'react';
import { SEARCH_DIALOG_ID, SEARCH_INPUT_ID, SEARCH_LISTBOX_ID } from '../../runtime/islands/search/searchMarkup.ts';
import { SearchIcon } from './SearchButton.tsx';
import { useTranslate } from './TranslationContext.tsx';

export interface SearchDialogProps {
  /** URL of the search manifest as the browser requests it, base path included (e.g. `/docs/search/manifest.json`). */
  manifestUrl: string;
}

/** The dialog, rendered once per language and placed on each page outside the header (it is the same everywhere). */
export function SearchDialog({ manifestUrl }: SearchDialogProps) {
  const t = useTranslate();
  // The query is echoed inside the sentence, wherever the translation puts `{query}`.
  const [beforeQuery, afterQuery = ''] = t('search.noResults').split('{query}');
  return (
    <div
      className="search-dialog"
      id={SEARCH_DIALOG_ID}
      role="dialog"
      aria-modal="true"
      aria-label={t('search.dialog')}
      data-search-manifest={manifestUrl}
      data-state="empty"
      hidden
    >
      <div className="search-backdrop" data-search-close />
      <div className="search-panel">
        <div className="search-field">
          <SearchIcon className="search-field-icon" />
          <input
            id={SEARCH_INPUT_ID}
            className="search-input"
            type="text"
            role="combobox"
            aria-label={t('search.dialog')}
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={SEARCH_LISTBOX_ID}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <button type="button" className="search-close" data-search-close aria-label={t('search.close')}>
            <kbd>Esc</kbd>
          </button>
        </div>
        <div className="search-body">
          <div className="search-results" id={SEARCH_LISTBOX_ID} role="listbox" aria-label={t('search.results')} />
          <div className="search-messages" role="status">
            <p className="search-message search-message-empty">{t('search.empty')}</p>
            <p className="search-message search-message-loading">{t('search.loading')}</p>
            <p className="search-message search-message-no-results">
              {beforeQuery}
              <span data-search-query />
              {afterQuery}
            </p>
            <p className="search-message search-message-error">{t('search.failed')}</p>
            <span
              className="search-message search-message-results visually-hidden"
              data-search-count
              data-count-one={t('search.resultCount.one')}
              data-count-other={t('search.resultCount.other')}
            />
          </div>
        </div>
        <div className="search-footer">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd>
            {` ${t('search.navigateHint')}`}
          </span>
          <span>
            <kbd>↵</kbd>
            {` ${t('search.selectHint')}`}
          </span>
          <span>
            <kbd>Esc</kbd>
            {` ${t('search.closeHint')}`}
          </span>
        </div>
      </div>
    </div>
  );
}
