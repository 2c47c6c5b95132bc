/**
 * Highlighting for code a component shows (a `<Code code={…}>` in MDX): the build provides its highlighter, so such a
 * block is coloured like a fenced one. Outside a build (a component rendered alone) the code is shown unhighlighted.
 */
import * as React from 'react';
import { escapeHtml, escapeText } from '../escape.ts';
import { HighlightedCode } from './HighlightedCode.tsx';

/** `<pre class="language-x">` HTML for `code` in `lang`. */
export type HighlightCode = (lang: string, code: string) => string;

const plain: HighlightCode = (_lang, code) => `<pre class="language-text" tabindex="0"><code>${escapeText(code)}</code></pre>`;

const CodeHighlighterContext = React.createContext<HighlightCode>(plain);

/** Provides the build's highlighter to the components below it. */
export const CodeHighlighterProvider = CodeHighlighterContext.Provider;

/** A code block with an optional title bar, highlighted as fenced blocks are. */
export function CodeBlockView({ code, lang = 'text', title }: { code: string; lang?: string; title?: string }) {
  const highlight = React.useContext(CodeHighlighterContext);
  const titleBar = title ? `<div class="MuiCode-title">${escapeHtml(title)}</div>` : '';
  return <HighlightedCode language={lang} html={titleBar + highlight(lang, code.replace(/\n$/, ''))} />;
}
