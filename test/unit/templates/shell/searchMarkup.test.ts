import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchButton } from '../../../../templates/shell/SearchButton.tsx';
import { SearchDialog } from '../../../../templates/shell/SearchDialog.tsx';

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? '';

describe('SearchButton', () => {
  const html = renderToStaticMarkup(createElement(SearchButton));

  it('is a button named by its visible "Search…", announcing the Ctrl+K shortcut through aria-keyshortcuts', () => {
    const button = tag(html, /<button[^>]*>/);
    expect(button).toContain('type="button"');
    expect(button).toContain('data-search-open=');
    expect(button).not.toContain('aria-label');
    expect(button).toContain('aria-keyshortcuts="Control+K Meta+K /"');
    expect(button).toContain('aria-haspopup="dialog"');
    expect(html).toContain('>Search…</span>');
    expect(html).toMatch(/<kbd class="search-button-shortcut" data-search-shortcut="[^"]*" aria-hidden="true">Ctrl\+K<\/kbd>/);
  });
});

describe('SearchDialog', () => {
  const html = renderToStaticMarkup(createElement(SearchDialog, { manifestUrl: '/docs/search/manifest-0123abcd.json' }));

  it('is a hidden modal dialog labelled "Search documentation" that names the manifest', () => {
    const dialog = tag(html, /<div[^>]*role="dialog"[^>]*>/);
    expect(dialog).toContain('id="search-dialog"');
    expect(dialog).toContain('aria-modal="true"');
    expect(dialog).toContain('aria-label="Search documentation"');
    expect(dialog).toContain('data-search-manifest="/docs/search/manifest-0123abcd.json"');
    expect(dialog).toContain('data-state="empty"');
    expect(dialog).toContain('hidden=""');
  });

  it('has a combobox input controlling the results listbox', () => {
    const input = tag(html, /<input[^>]*>/);
    expect(input).toContain('id="search-input"');
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-controls="search-listbox"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(html).toMatch(/<div class="search-results" id="search-listbox" role="listbox"/);
  });

  it('has a message for each state, a close button and the keyboard hints', () => {
    for (const state of ['empty', 'loading', 'no-results', 'error', 'results']) expect(html).toContain(`search-message-${state}`);
    expect(html).toContain('Loading…');
    expect(html).toContain('data-search-query=');
    expect(html).toContain('data-search-count=');
    expect(tag(html, /<button[^>]*>/)).toContain('data-search-close=');
    expect(html).toMatch(/<kbd>↑<\/kbd><kbd>↓<\/kbd> to navigate/);
  });

  it('needs no Emotion styles', () => {
    expect(html).not.toMatch(/<style|class="css-/);
  });
});
