/**
 * Fenced code highlighted at build time with Prism: tokens carry classes (`token keyword`), and the site CSS colours
 * them for each scheme by `[data-mui-color-scheme]`, so both schemes come from one markup and no client JS.
 * Prism rather than Shiki: on the TS/TSX blocks docs are full of it tokenizes many times faster, which decides the
 * build time of a large site, and class names keep the HTML far smaller than per-token colour variables.
 */
import { createRequire } from 'node:module';
import type { Element, Parents, Root } from 'hast';
import { isElement, textOf, visitElements } from './hast.ts';
import { lineMarksOf, withMarkedLines } from './codeLineMarks.ts';
import { escapeHtml, escapeText } from '../../templates/escape.ts';
import { detachedText } from '../build/detachedCopy.ts';

/** Tag name of a highlighted block in hast; rendered by templates/code/HighlightedCode.tsx, which adds the copy button. */
export const CODE_TAG = 'docsgen-code';

const plainLanguage = 'text';
// The cache serves snippets many pages repeat (install commands) and watch-mode re-renders of an edited page. It is
// kept small: a large cache holds much of a big site's memory for no gain (highlighting a block again is cheap).
const cacheLimit = 500;

interface PrismGrammar {
  [token: string]: unknown;
}
interface PrismApi {
  languages: Record<string, PrismGrammar | undefined>;
  highlight(code: string, grammar: PrismGrammar, language: string): string;
}

/** Fence names authors use for the same language. */
const ALIASES: Record<string, string> = {
  ts: 'typescript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  md: 'markdown',
  yml: 'yaml',
};

export interface Highlighter {
  highlight(lang: string, code: string): string;
  languages: Set<string>;
}

let highlighter: Highlighter | undefined;
const highlighted = new Map<string, string>();

/** The process-wide highlighter, loaded on first use (Prism's language files extend the global it sets). */
export function getHighlighter(): Promise<Highlighter> {
  if (!highlighter) {
    const require = createRequire(import.meta.url);
    const prism = require('prismjs') as PrismApi;
    for (const lang of ['jsx', 'typescript', 'tsx', 'json', 'bash', 'markdown', 'diff', 'yaml']) require(`prismjs/components/prism-${lang}`);
    highlighter = {
      languages: new Set(Object.keys(prism.languages).filter((name) => typeof prism.languages[name] === 'object')),
      highlight: (lang, code) => prism.highlight(code, prism.languages[lang]!, lang),
    };
  }
  return Promise.resolve(highlighter);
}


/** `<pre class="language-x">` HTML for `code`; unknown languages are shown as plain text. Cached by (lang, code). */
export function highlightToHtml(prism: Highlighter, lang: string, code: string): string {
  const name = ALIASES[lang] ?? lang;
  const language = prism.languages.has(name) ? name : plainLanguage;
  const key = `${language}\u0000${code}`;
  const cached = highlighted.get(key);
  if (cached !== undefined) return cached;
  const body = language === plainLanguage ? escapeText(code) : prism.highlight(language, code);
  // tabindex: a block wider than its box scrolls, and keyboard readers must be able to scroll it.
  // In one piece: joined by Prism from hundreds of strings, a cached block would hold several times its own size.
  const html = detachedText(`<pre class="language-${language}" tabindex="0"><code>${body}</code></pre>`);
  if (highlighted.size >= cacheLimit) highlighted.delete(highlighted.keys().next().value as string);
  highlighted.set(key, html);
  return html;
}

/** rehype plugin: replaces each `<pre><code class="language-x">` with a highlighted block (its copy button comes at render). */
export function rehypeCodeBlocks() {
  return async (tree: Root): Promise<void> => {
    const blocks: Array<{ pre: Element; index: number; parent: Parents }> = [];
    visitElements(tree, (element, index, parent) => {
      if (!isElement(element, 'pre')) return;
      blocks.push({ pre: element, index, parent });
      return false;
    });
    if (blocks.length === 0) return;

    const prism = await getHighlighter();
    for (const { pre, index, parent } of blocks) parent.children[index] = codeBlock(prism, pre);
  };
}

function codeBlock(prism: Highlighter, pre: Element): Element {
  const code = pre.children.find((child) => isElement(child, 'code')) as Element | undefined;
  const lang = code ? languageOf(code) : plainLanguage;
  const title = titleOf(code?.data?.meta);
  // remark-rehype ends code with a newline, which Shiki would render as an empty last line.
  const text = textOf(code ?? pre).replace(/\n$/, '');
  const marked = lineMarksOf(`${String(code?.properties.className ?? '')} ${code?.data?.meta ?? ''}`, text);
  const html =
    (title ? `<div class="MuiCode-title">${escapeHtml(title)}</div>` : '') +
    (marked ? withMarkedLines(highlightToHtml(prism, lang, marked.code), marked.marks) : highlightToHtml(prism, lang, text));
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
  if (!language) return plainLanguage;
  // VitePress writes options onto the language: ```js{4}, ```ts:line-numbers.
  return /^[^{:]+/.exec(String(language).slice('language-'.length).toLowerCase())?.[0] ?? plainLanguage;
}

/** The `title="file.ts"` (or single-quoted) value of a fence's meta string. */
function titleOf(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined;
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The highlighted `<pre>` of code shown outside Markdown (demo sources), for templates/code/HighlightedCode.tsx. */
export async function highlightCode(code: string, lang: string): Promise<string> {
  return highlightToHtml(await getHighlighter(), lang, code);
}
