/**
 * The search dialog (hidden until opened): a combobox input over a listbox of hits, one message per state (shown by
 * the dialog's `data-state`), and the keyboard hints. No Emotion components: it renders with plain renderToStaticMarkup.
 */
import * as React from 'react';
import { SEARCH_DIALOG_ID, SEARCH_INPUT_ID, SEARCH_LISTBOX_ID } from '../../runtime/islands/search/searchMarkup.ts';
import { SearchIcon } from './SearchButton.tsx';

export interface SearchDialogProps {
  /** URL of the search manifest as the browser requests it, base path included (e.g. `/docs/search/manifest-1a2b3c4d.json`). */
  manifestUrl: string;
}

/** The dialog, rendered once per page outside the header (it is the same everywhere). */
export function SearchDialog({ manifestUrl }: SearchDialogProps) {
  return (
    <div
      className="search-dialog"
      id={SEARCH_DIALOG_ID}
      role="dialog"
      aria-modal="true"
      aria-label="Search documentation"
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
            aria-label="Search documentation"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={SEARCH_LISTBOX_ID}
            placeholder="Search…"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <button type="button" className="search-close" data-search-close aria-label="Close search">
            <kbd>Esc</kbd>
          </button>
        </div>
        <div className="search-body">
          <div className="search-results" id={SEARCH_LISTBOX_ID} role="listbox" aria-label="Search results" />
          <div className="search-messages" role="status">
            <p className="search-message search-message-empty">Search page titles, section headings and text.</p>
            <p className="search-message search-message-loading">Loading…</p>
            <p className="search-message search-message-no-results">
              No results for “<span data-search-query />”.
            </p>
            <p className="search-message search-message-error">The search index could not be loaded. Check your connection and try again.</p>
            <span className="search-message search-message-results visually-hidden" data-search-count />
          </div>
        </div>
        <div className="search-footer">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> to navigate
          </span>
          <span>
            <kbd>↵</kbd> to select
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </div>
      </div>
    </div>
  );
}
