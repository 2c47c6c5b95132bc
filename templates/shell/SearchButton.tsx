/** The header's search button: opens the search dialog and shows its shortcut ("Ctrl+K"; the browser swaps in "⌘K" on Apple devices). */
import * as React from 'react';
import { useTranslate } from './TranslationContext.tsx';

/** A magnifier drawn inline, so the search markup needs no Emotion styles and can be rendered anywhere. */
export function SearchIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15 15l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The button for the header's `actions`: named by its visible "Search…" (the shortcut is announced through aria-keyshortcuts), and opens the dialog. */
export function SearchButton() {
  const t = useTranslate();
  return (
    <button type="button" className="search-button" data-search-open aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /">
      <SearchIcon className="search-button-icon" />
      <span className="search-button-label">{t('search.button')}</span>
      <kbd className="search-button-shortcut" data-search-shortcut aria-hidden="true">
        Ctrl+K
      </kbd>
    </button>
  );
}
