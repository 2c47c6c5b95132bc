/**
 * Fenced code highlighted at build time with Shiki, in both colour schemes at once: each token carries
 * `--shiki-light`/`--shiki-dark` variables and the site CSS picks one by `[data-mui-color-scheme]`.
 */
import type { Element, Parents, Root } from 'hast';
import { createElement, type ReactElement } from 'react';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { isElement, textOf, visitElements } from './hast.ts';

/** Tag name of a highlighted block in hast; rendered by {@link CodeBlock}. */
export const CODE_TAG = 'docsgen-code';

const themes = { light: 'github-light', dark: 'github-dark-default' } as const;
const plainLanguage = 'text';
// Bounds memory in long `serve --watch` sessions, where every edit of a block adds an entry.
const cacheLimit = 10_000;

const copyButton =
  '<button type="button" class="MuiCode-copy" aria-label="Copy the code" data-ga-event-category="code" data-ga-event-action="copy-click">' +
  '<span class="MuiCode-copy-label">Copy</span><span class="MuiCode-copied-label">Copied</span>' +
  '<span class="MuiCode-copyKeypress"> (or Ctrl + C)</span></button>';

export interface Highlighter {
  core: HighlighterCore;
  languages: Set<string>;
}

let highlighter: Promise<Highlighter> | undefined;
const highlighted = new Map<string, string>();

/**
 * The process-wide highlighter, created on first use.
 * Oniguruma (wasm) rather than Shiki's JavaScript regex engine: measured on the TS/TSX blocks docs are full
 * of, it tokenizes about twice as fast, and compiles each grammar on first use in less time too.
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighterCore({
    engine: createOnigurumaEngine(import('shiki/wasm')),
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark-default.mjs')],
    langs: [
      import('shiki/langs/typescript.mjs'),
      import('shiki/langs/tsx.mjs'),
      import('shiki/langs/javascript.mjs'),
      import('shiki/langs/jsx.mjs'),
      import('shiki/langs/json.mjs'),
      import('shiki/langs/bash.mjs'),
      import('shiki/langs/css.mjs'),
      import('shiki/langs/html.mjs'),
      import('shiki/langs/markdown.mjs'),
      import('shiki/langs/diff.mjs'),
      import('shiki/langs/yaml.mjs'),
    ],
  }).then((core) => ({ core, languages: new Set(core.getLoadedLanguages()) }));
  return highlighter;
}

/** `<pre class="shiki …">` HTML for `code`; unknown languages are shown as plain text. Cached by (lang, code). */
export function highlightToHtml({ core, languages }: Highlighter, lang: string, code: string): string {
  const language = languages.has(lang) ? lang : plainLanguage;
  const key = `${language}\u0000${code}`;
  const cached = highlighted.get(key);
  if (cached !== undefined) return cached;

  // Shiki gives up on a line after 500 ms by default, and the first line of each grammar compiles its regexes:
  // on a busy machine that left whole lines uncoloured. No limit keeps the build output deterministic.
  const html = core.codeToHtml(code, { lang: language, themes, defaultColor: false, tokenizeTimeLimit: 0 });
  if (highlighted.size >= cacheLimit) highlighted.delete(highlighted.keys().next().value as string);
  highlighted.set(key, html);
  return html;
}

/** rehype plugin: replaces each `<pre><code class="language-x">` with a highlighted block and its copy button. */
export function rehypeCodeBlocks() {
  return async (tree: Root): Promise<void> => {
    const blocks: Array<{ pre: Element; index: number; parent: Parents }> = [];
    visitElements(tree, (element, index, parent) => {
      if (!isElement(element, 'pre')) return;
      blocks.push({ pre: element, index, parent });
      return false;
    });
    if (blocks.length === 0) return;

    const shiki = await getHighlighter();
    for (const { pre, index, parent } of blocks) parent.children[index] = codeBlock(shiki, pre);
  };
}

function codeBlock(shiki: Highlighter, pre: Element): Element {
  const code = pre.children.find((child) => isElement(child, 'code')) as Element | undefined;
  const lang = code ? languageOf(code) : plainLanguage;
  const title = titleOf(code?.data?.meta);
  const html =
    (title ? `<div class="MuiCode-title">${escapeHtml(title)}</div>` : '') +
    // remark-rehype ends code with a newline, which Shiki would render as an empty last line.
    highlightToHtml(shiki, lang, textOf(code ?? pre).replace(/\n$/, '')) +
    copyButton;
  return {
    type: 'element',
    tagName: CODE_TAG,
    properties: { language: lang, html },
    children: [],
    position: pre.position,
  };
}

function languageOf(code: Element): string {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return plainLanguage;
  const language = classes.find((name) => String(name).startsWith('language-'));
  return language ? String(language).slice('language-'.length).toLowerCase() : plainLanguage;
}

/** The `title="file.ts"` (or single-quoted) value of a fence's meta string. */
function titleOf(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined;
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return match ? (match[1] ?? match[2]) : undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * React side of {@link CODE_TAG}: the highlighted markup goes in as one HTML string, because thousands of
 * token spans as React elements would cost more to build and render than the rest of the page.
 */
export function CodeBlock(props: { language: string; html: string }): ReactElement {
  return createElement('div', {
    className: 'MuiCode-root',
    'data-lang': props.language,
    dangerouslySetInnerHTML: { __html: props.html },
  });
}

/** A complete `.MuiCode-root` block (highlighted code and its copy button) as HTML, for code shown outside Markdown (demo sources). */
export async function highlightCodeBlock(code: string, lang: string): Promise<string> {
  const shiki = await getHighlighter();
  return `<div class="MuiCode-root" data-lang="${escapeHtml(lang)}">${highlightToHtml(shiki, lang, code)}${copyButton}</div>`;
}
