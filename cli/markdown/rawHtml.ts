/**
 * Raw HTML in Markdown is kept: the remark side checks its tags (a closed void element, a self-closed or unclosed
 * normal one get a warning with the place), the rehype side parses it into the tree with hast-util-raw, so its links,
 * ids and images are checked and rewritten like Markdown's and it renders through the same React pipeline. A script
 * is kept too, since content is never altered silently, but one a browser runs is a warning unless the config expects
 * scripts: Markdown reads as text, and a script in it runs in every reader's browser with the site's privileges.
 */
import { raw } from 'hast-util-raw';
import type { Root as HastRoot } from 'hast';
import type { Html, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Point } from 'unist';
import { contentError, contextOf, warn, type MarkdownContext } from './context.ts';
import { visitElements } from './hast.ts';
import { visitMdast } from './mdast.ts';
import { MAX_NESTING_DEPTH, nestingMessage } from './pageLimits.ts';

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// HTML lets these end without a closing tag.
const optionalEndTags = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'colgroup', 'rb', 'rt', 'rp', 'rtc']);
const commentPattern = /<!--[\s\S]*?-->/g;
// Text, not markup, lies between these tags: `<b>` in a script's string opens nothing.
const rawTextPattern = /<(script|style|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// A `/` right before the `>` is the tag's own, not its last attribute's: `<path d="…" />` is self-closed.
const tagPattern = /<(\/?)([a-zA-Z][\w-]*)(?:\s(?:[^>"'/]|\/(?!>)|"[^"]*"|'[^']*')*)?(\/?)>/g;

function blanked(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

interface OpenTag {
  name: string;
  node: Html;
  /** How deep the element is, counting only the elements open around it that HTML would not close at a sibling. */
  depth: number;
  /** Inside `<svg>` or `<math>`, where `<x />` closes the element as written. */
  foreign: boolean;
  /** Written `<x />`, which has had its warning. */
  selfClosed: boolean;
}

/** The tag `name` opened inside the innermost of `open`. */
function opened(open: readonly OpenTag[], name: string, node: Html, selfClosed: boolean): OpenTag {
  const parent = open.at(-1);
  const depth = (parent?.depth ?? 0) + (optionalEndTags.has(name) ? 0 : 1);
  return { name, node, depth, foreign: Boolean(parent?.foreign) || name === 'svg' || name === 'math', selfClosed };
}

/**
 * remark plugin: notes that the page has raw HTML and warns about tags HTML would read differently than written. HTML
 * elements nested past MAX_NESTING_DEPTH (those with an optional end tag aside, which HTML closes at their next sibling)
 * are an error at the tag that goes past it, thrown before the HTML is parsed into the tree.
 */
export function remarkRawHtml() {
  return (tree: Root, file: VFile): void => {
    const context = contextOf(file);
    const open: OpenTag[] = [];
    let deepest = 0;
    let pastLimit: { position?: { start: Point } } | null = null;
    visitMdast(tree, (node) => {
      if (node.type !== 'html') return;
      context.hasRawHtml = true;
      // Blanked rather than cut, so a tag's index is still its place in the node.
      const value = node.value.replace(commentPattern, blanked).replace(rawTextPattern, blanked);
      for (const match of value.matchAll(tagPattern)) {
        const [, closing, rawName, selfClosing] = match;
        const name = rawName.toLowerCase();
        if (closing) closeTag(context, open, node, name);
        else if (voidElements.has(name)) continue;
        else if (!selfClosing) open.push(opened(open, name, node, false));
        else {
          warn(context, node, `<${rawName} /> is not self-closing in HTML: it stays open until </${rawName}>; write <${rawName}></${rawName}>`);
          if (!open.at(-1)?.foreign) open.push(opened(open, name, node, true));
        }
        const depth = open.at(-1)?.depth ?? 0;
        if (depth > MAX_NESTING_DEPTH) pastLimit ??= placeIn(node, value, match.index);
        deepest = Math.max(deepest, depth);
      }
    });
    if (pastLimit) throw contentError(context, pastLimit, nestingMessage('HTML elements', deepest));
    for (const tag of open) warnUnclosed(context, tag);
  };
}

/** The place of `offset` in an HTML node's value, as a node that starts there. */
function placeIn(node: Html, value: string, offset: number): { position?: { start: Point } } {
  const start = node.position?.start;
  if (!start) return node;
  const lineStart = value.lastIndexOf('\n', offset - 1) + 1;
  const lines = value.slice(0, lineStart).split('\n').length - 1;
  return { position: { start: { line: start.line + lines, column: lines === 0 ? start.column + offset : offset - lineStart + 1 } } };
}

function closeTag(context: MarkdownContext, open: OpenTag[], node: Html, name: string): void {
  if (voidElements.has(name)) {
    warn(context, node, `</${name}> closes a void element, which has no content and no closing tag; remove it`);
    return;
  }
  const at = open.findLastIndex((tag) => tag.name === name);
  if (at < 0) {
    warn(context, node, `</${name}> closes an element that was never opened; remove it or add <${name}> before it`);
    return;
  }
  for (const tag of open.splice(at).slice(1)) warnUnclosed(context, tag);
}

function warnUnclosed(context: MarkdownContext, tag: OpenTag): void {
  if (optionalEndTags.has(tag.name) || tag.selfClosed) return;
  warn(context, tag.node, `<${tag.name}> is never closed, so it swallows the content after it; add </${tag.name}>`);
}

/** rehype plugin: parses the page's raw HTML into elements (only on pages that have some: the parse costs time). */
export function rehypeRawHtml() {
  return (tree: HastRoot, file: VFile): HastRoot => {
    const context = contextOf(file);
    if (!context.hasRawHtml) return tree;
    carryCodeMeta(tree, 'out');
    const parsed = raw(tree, { file }) as HastRoot;
    carryCodeMeta(parsed, 'in');
    dropEventHandlers(parsed, context);
    if (!context.allowScripts) warnAboutScripts(parsed, context);
    return parsed;
  };
}

// hast's property for the attribute `data-docsgen-meta`.
const META_PROPERTY = 'dataDocsgenMeta';

/**
 * hast-util-raw rebuilds every element from its HTML and drops what is not an attribute, a fenced block's meta
 * (`title="a.js" {2}`) among them: the meta rides through the parse as an attribute and is put back after it.
 */
function carryCodeMeta(tree: HastRoot, direction: 'out' | 'in'): void {
  visitElements(tree, (element) => {
    if (element.tagName !== 'code') return;
    if (direction === 'out') {
      if (element.data?.meta) element.properties[META_PROPERTY] = element.data.meta;
      return;
    }
    const meta = element.properties[META_PROPERTY];
    if (typeof meta !== 'string') return;
    element.data = { ...element.data, meta };
    delete element.properties[META_PROPERTY];
  });
}

/** `onclick="…"` attributes are inert in a server render and would break hydration; each is dropped with a warning. */
function dropEventHandlers(tree: HastRoot, context: MarkdownContext): void {
  visitElements(tree, (element) => {
    for (const name of Object.keys(element.properties)) {
      if (!/^on[A-Z]/.test(name)) continue;
      delete element.properties[name];
      warn(context, element, `the ${name.toLowerCase()} attribute of <${element.tagName}> was left out: pages run no inline scripts; use a demo or an MDX component for behaviour`);
    }
  });
}

/** `type` values that make a script run (HTML's JavaScript MIME types, `module`, or none); others are data blocks (JSON-LD). */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** A warning at each script a browser would run. */
function warnAboutScripts(tree: HastRoot, context: MarkdownContext): void {
  visitElements(tree, (element) => {
    if (element.tagName !== 'script' || !JAVASCRIPT_TYPES.has(String(element.properties.type ?? '').trim().toLowerCase())) return;
    warn(
      context,
      element,
      "raw <script> in Markdown runs in readers' browsers; it is kept as written. If it is meant to, set markdown: { allowScripts: true } in the site config; for behaviour in a page, prefer a demo or an MDX island",
    );
  });
}
