/**
 * Vue written in Markdown (VitePress compiles each page as a Vue component), which a docsgen page cannot run:
 * - `<Badge type="tip" text="beta" />` or `<Badge type="tip">beta</Badge>`, the default theme's badge, becomes a badge
 *   showing its text, left out of the heading's id as VitePress leaves it out;
 * - any other component (a PascalCase tag such as `<ModalDemo />`) is left out with a warning at its line, the content
 *   between its tags kept;
 * - a `<script setup>` block or any script of module code is left out with a warning: a browser would run it as a
 *   classic script and fail on its `import`.
 * HTML parses a PascalCase tag as an unknown lowercase element and ignores `/>` on it, so without this step a
 * self-closed component would swallow the rest of the page.
 */
import type { Element, Nodes } from 'hast';
import type { Html, Root } from 'mdast';
import type { VFile } from 'vfile';
import { escapeHtml } from '../../templates/escape.ts';
import { contextOf, warn, type MarkdownContext } from './context.ts';
import { visitMdast } from './mdast.ts';

const componentTagPattern = /<(\/?)([A-Z][A-Za-z0-9]*)((?:\s(?:[^>"'/]|"[^"]*"|'[^']*'|\/(?!>))*)?)\s*(\/?)>/g;
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const moduleCodePattern = /^\s*(?:import|export)\b/m;
const attributePattern = /([:@\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const badgeTypes = new Set(['info', 'tip', 'warning', 'danger']);

/** The class of a badge's element; heading ids leave its text out. */
export const BADGE_CLASS = 'docs-badge';

function attributesOf(source: string): Map<string, string> {
  return new Map([...source.matchAll(attributePattern)].map((match) => [match[1], match[2] ?? match[3]]));
}

function badgeOpening(attributes: Map<string, string>): string {
  const type = attributes.get('type') ?? 'tip';
  const kind = badgeTypes.has(type) ? type : 'tip';
  return `<span class="${BADGE_CLASS} ${BADGE_CLASS}-${kind}">`;
}

function withoutComponents(node: Html, context: MarkdownContext): string {
  return node.value.replace(componentTagPattern, (_tag, closing: string, name: string, attributeSource: string, selfClosing: string) => {
    if (name === 'Badge') {
      if (closing) return '</span>';
      const attributes = attributesOf(attributeSource);
      const text = attributes.get('text');
      return selfClosing || text !== undefined ? `${badgeOpening(attributes)}${escapeHtml(text ?? '')}${selfClosing ? '</span>' : ''}` : badgeOpening(attributes);
    }
    if (closing) return '';
    // Outside a VitePress folder the component is JSX in a page read as Markdown, which an `.mdx` name would render.
    const kind = context.headingIdRule === 'vitepress' ? 'a Vue component, which docsgen does not run' : 'a component, which a Markdown page cannot render (rename the page .mdx to render it)';
    warn(context, node, selfClosing ? `<${name} /> is ${kind}: it is left out of the page` : `<${name}> is ${kind}: its tags are left out, the content between them is kept`);
    return '';
  });
}

function withoutVueScripts(node: Html, context: MarkdownContext): string {
  return node.value.replace(scriptPattern, (script, attributes: string, code: string) => {
    const vue = /\bsetup\b|\blang\s*=/.test(attributes) || (!/\btype\s*=\s*["']?module/.test(attributes) && moduleCodePattern.test(code));
    if (!vue) return script;
    warn(context, node, `<script${attributes}> holds Vue component code, which docsgen does not run: it is left out of the page`);
    return '';
  });
}

/** remark plugin (Markdown pages): rewrites Vue badges, components and scripts in raw HTML before it is checked and parsed. */
export function remarkVueInMarkdown() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    const hasComponents = /<\/?[A-Z]/.test(source);
    const hasScripts = source.includes('<script');
    if (!hasComponents && !hasScripts) return;
    const context = contextOf(file);
    visitMdast(tree, (node) => {
      if (node.type !== 'html') return;
      if (hasScripts) node.value = withoutVueScripts(node, context);
      if (hasComponents) node.value = withoutComponents(node, context);
    });
  };
}

function isBadge(node: Nodes): boolean {
  return node.type === 'element' && Array.isArray(node.properties.className) && node.properties.className.includes(BADGE_CLASS);
}

/** A heading's text without its badges, which VitePress leaves out of heading ids (`## useData <Badge …/>` is #usedata). */
export function headingTextOf(heading: Element): string {
  const textOf = (node: Nodes): string =>
    node.type === 'text' ? node.value : 'children' in node && !isBadge(node) ? node.children.map((child) => textOf(child)).join('') : '';
  return textOf(heading);
}
