/**
 * A highlighted code block as the site shows it (`.MuiCode-root`): the highlighted `<pre>` and its copy button, whose
 * labels are translated here, at page render, so one highlighted block serves every language.
 */
import * as React from 'react';
import { SERVER_COPY_SHORTCUT } from '../../runtime/islands/copy/mountCodeCopy.ts';
import type { UiTranslate } from '../../runtime/translations/index.ts';
import { escapeHtml } from '../escape.ts';
import { useTranslate } from '../shell/TranslationContext.tsx';

/** The copy button's markup: the stylesheet swaps "Copy" for "Copied" while the island confirms a copy. */
export function copyButtonHtml(t: UiTranslate): string {
  return (
    `<button type="button" class="MuiCode-copy" aria-label="${escapeHtml(t('code.copyTheCode'))}" data-ga-event-category="code" data-ga-event-action="copy-click">` +
    `<span class="MuiCode-copy-label">${escapeHtml(t('code.copy'))}</span><span class="MuiCode-copied-label">${escapeHtml(t('code.copied'))}</span>` +
    `<span class="MuiCode-copyKeypress"> ${escapeHtml(t('code.copyShortcut', { shortcut: SERVER_COPY_SHORTCUT }))}</span></button>`
  );
}

/**
 * The block around `html` (a title bar and a highlighted `<pre>`), kept as one HTML string: thousands of token spans
 * as React elements would cost more to build and render than the rest of the page.
 */
export function HighlightedCode({ language, html }: { language: string; html: string }) {
  const t = useTranslate();
  return <div className="MuiCode-root" data-lang={language} dangerouslySetInnerHTML={{ __html: html + copyButtonHtml(t) }} />;
}
