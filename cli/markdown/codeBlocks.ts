/**
 * Fenced code highlighted at build time with Prism: tokens carry classes (`token keyword`), and the site CSS colours
 * them for each scheme by `[data-mui-color-scheme]`, so both schemes come from one markup and no client JS.
 * Prism rather than Shiki: on the TS/TSX blocks docs are full of it tokenizes many times faster, which decides the
 * build time of a large site, and class names keep the HTML far smaller than per-token colour variables.
 */
import { createRequire } from 'node:module';
import type { Element, Parents, Root } from 'hast';
import type { VFile } from 'vfile';
import { isElement, textOf, visitElements } from './hast.ts';
import { lineMarksOf, withMarkedLines } from './codeLineMarks.ts';
import { escapeHtml, escapeText } from '../../templates/escape.ts';
import { detachedText } from '../build/detachedCopy.ts';
import { chooseLanguage, STARTUP_LANGUAGES } from './codeLanguages.ts';
import { contextOf, warn, type MarkdownContext } from './context.ts';

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

export interface Highlighter {
  /**
   * The grammar a fence's language is highlighted with (loaded on first use), `text` for plain text asked for, null
   * for a language Prism has no grammar for.
   */
  grammarFor(lang: string): string | null;
  highlight(grammar: string, code: string): string;
}

let highlighter: Highlighter | undefined;
const highlighted = new Map<string, string>();

/** The process-wide highlighter, loaded on first use (Prism's language files extend the global it sets). */
export function getHighlighter(): Promise<Highlighter> {
  if (!highlighter) {
    const require = createRequire(import.meta.url);
    const prism = require('prismjs') as PrismApi;
    for (const lang of STARTUP_LANGUAGES) require(`prismjs/components/prism-${lang}`);
    const loaded = new Set(Object.keys(prism.languages).filter((name) => typeof prism.languages[name] === 'object'));
    highlighter = {
      grammarFor(lang) {
        const choice = chooseLanguage(lang, loaded);
        if (choice.kind === 'plain') return plainLanguage;
        if (choice.kind === 'unknown') return null;
        if (choice.onDemand) {
          // Prism's loader brings the grammars a language builds on too (scss needs css).
          (require('prismjs/components/index.js') as (languages: string[]) => void)([choice.name]);
          loaded.add(choice.name);
        }
        return choice.name;
      },
      highlight: (grammar, code) => prism.highlight(code, prism.languages[grammar]!, grammar),
    };
  }
  return Promise.resolve(highlighter);
}

/** `<pre class="language-x">` HTML for `code`; unknown languages are shown as plain text. Cached by (lang, code). */
export function highlightToHtml(prism: Highlighter, lang: string, code: string): string {
  const language = prism.grammarFor(lang) ?? plainLanguage;
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
  return async (tree: Root, file: VFile): Promise<void> => {
    const blocks: Array<{ pre: Element; index: number; parent: Parents }> = [];
    visitElements(tree, (element, index, parent) => {
      if (!isElement(element, 'pre')) return;
      blocks.push({ pre: element, index, parent });
      return false;
    });
    if (blocks.length === 0) return;

    const prism = await getHighlighter();
    const context = contextOf(file);
    const unknown = new Set<string>();
    for (const { pre, index, parent } of blocks) {
      const block = codeBlock(prism, pre);
      const lang = String(block.properties.language);
      // Shown as written, in plain text: said once a page, so a dialect's language nobody highlights is not silent.
      if (prism.grammarFor(lang) === null && !unknown.has(lang)) {
        unknown.add(lang);
        warnUnknownLanguage(context, pre, lang);
      }
      parent.children[index] = block;
    }
  };
}

function warnUnknownLanguage(context: MarkdownContext, pre: Element, lang: string): void {
  warn(context, pre, `no syntax highlighting for the language "${lang}", shown as plain text; name one docsgen highlights (ts, tsx, bash, html, css, json, python, …) or \`text\``);
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
