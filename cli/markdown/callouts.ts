/**
 * Callouts: any `:::name [title]` … `:::` container (the MUI, Docusaurus, VitePress and Starlight dialect, Starlight's
 * `:::note[title]` included) and GitHub alerts (`> [!NOTE]`), all turned into one `callout` mdast node. Known types render
 * as `<aside class="MuiCallout-root MuiCallout-<type>" data-callout="<type>">`, `details` as a collapsible `<details>`,
 * and an unknown name as a neutral callout plus a warning, so no content is lost.
 */
import type { Element } from 'hast';
import type {
  BlockContent,
  Blockquote,
  DefinitionContent,
  Paragraph,
  Parent,
  Parents,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type { State } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';
import { contextOf, fail, filePosition, warn, type MarkdownContext } from './context.ts';
import { visitMdast } from './mdast.ts';
import { h } from './hast.ts';
import { calloutIcon } from './icons.ts';

export const calloutTypes = ['note', 'tip', 'info', 'success', 'warning', 'danger', 'important', 'caution'] as const;
export type CalloutType = (typeof calloutTypes)[number];
/**
 * How a container renders: a styled callout, a collapsible block, a plain box for a name docsgen does not know, or no box
 * at all for VitePress's `raw` and `v-pre`, which only mark their content.
 */
export type CalloutKind = CalloutType | 'details' | 'neutral' | 'wrapper';

/** VitePress containers that wrap their content in a plain `<div>` rather than a box. */
const wrapperNames = new Set(['raw', 'v-pre']);

/** Names other dialects use for the same styles (MUI's docs write `:::error`). */
const typeAliases: Record<string, CalloutType> = { error: 'danger' };

/** GitHub's five alert markers and the callout each becomes. */
const alertTypes: Record<string, CalloutType> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'caution',
};

export interface Callout extends Parent {
  type: 'callout';
  kind: CalloutKind;
  /** The name as written, for `data-callout` (an alias or an unknown name keeps its own). */
  name: string;
  /** A `details` container shown open (VitePress's `{open}` attribute). */
  open?: boolean;
  children: Array<BlockContent | DefinitionContent>;
}

declare module 'mdast' {
  interface BlockContentMap {
    callout: Callout;
  }
  interface RootContentMap {
    callout: Callout;
  }
}

// A container opened with N colons is closed by a line of at least N, as a fence is (markdown-it-container's rule), so
// `:::: info` can hold a `::: details`.
const openerPattern = /^(:{3,})[ \t]*([A-Za-z][\w-]*)[ \t]*/;
const closerPattern = /(?:^|\n)[ \t]*(:{3,})[ \t]*$/;
const gluedCloserPattern = /\S[ \t]*:{3,}[ \t]*$/m;
// VitePress's attributes after a title, `::: details Title {open}` or `::: tip {no-title}`.
const attributesPattern = /[ \t]*\{([^{}]*)\}[ \t]*$/;
const bracketTitlePattern = /^\[(.*)\]$/;
const alertMarkerPattern = /^\[!([A-Za-z]+)\][ \t]*$/;
// Only these hold block content in which a callout may start.
const blockContainers = new Set(['root', 'blockquote', 'list', 'listItem', 'footnoteDefinition', 'callout']);

function kindOf(name: string): CalloutKind | undefined {
  if ((calloutTypes as readonly string[]).includes(name)) return name as CalloutType;
  if (name === 'details') return 'details';
  if (wrapperNames.has(name)) return 'wrapper';
  return typeAliases[name];
}

/** remark plugin: groups `:::` containers and converts GitHub alert blockquotes into `callout` nodes. */
export function remarkCallouts() {
  return (tree: Root, file: VFile): void => {
    regroupContainer(tree, contextOf(file));
  };
}

/** remark-rehype handler: a `callout` node as an `<aside>` (or `<details>`) with its icon, title and content. */
export function calloutToHast(state: State, node: Callout): Element {
  const children = state.all(node);
  const result =
    node.kind === 'details'
      ? detailsElement(state, children, node.open === true)
      : node.kind === 'wrapper'
        ? h('div', { dataContainer: node.name }, state.wrap(children, true))
        : asideElement(state, node.kind, node.name, children);
  state.patch(node, result);
  return result;
}

function asideElement(state: State, kind: CalloutType | 'neutral', name: string, children: Element['children']): Element {
  const icon = kind === 'neutral' ? [] : [calloutIcon(kind)];
  return h('aside', { className: ['MuiCallout-root', `MuiCallout-${kind}`], dataCallout: name }, [
    ...icon,
    h('div', { className: ['MuiCallout-content'] }, state.wrap(children, true)),
  ]);
}

/** `<details>`: the title paragraph (always present for details) becomes its `<summary>`. */
function detailsElement(state: State, children: Element['children'], open: boolean): Element {
  const [title, ...content] = children;
  const summary = title?.type === 'element' ? { ...title, tagName: 'summary' } : h('summary', {}, [{ type: 'text', value: 'Details' }]);
  return h('details', { className: ['MuiCallout-root', 'MuiCallout-details'], dataCallout: 'details', open }, [
    summary,
    h('div', { className: ['MuiCallout-content'] }, state.wrap(content, true)),
  ]);
}

function regroupContainer(parent: Parents, context: MarkdownContext): void {
  (parent as Parent).children = regroup(parent.children, context);
  for (const child of parent.children) {
    if (blockContainers.has(child.type)) regroupContainer(child as Parents, context);
  }
}

interface OpenCallout {
  node: Callout;
  opener: Paragraph;
  /** How many colons opened it: a closer needs at least as many. */
  fence: number;
}

function regroup(children: RootContent[], context: MarkdownContext): RootContent[] {
  const result: RootContent[] = [];
  const open: OpenCallout[] = [];
  const target = (): RootContent[] => (open.length > 0 ? open[open.length - 1].node.children : result);
  const close = (at: RootContent, fence: number) => {
    const index = closedBy(open, fence);
    for (const inner of open.splice(index + 1)) {
      warn(
        context,
        inner.opener,
        `"${openerText(inner)}" has no closing line of its own; the ${':'.repeat(fence)} closing the container around it ends it too. Add a line ${':'.repeat(inner.fence)} after its content`,
      );
    }
    const closed = open.pop();
    if (closed?.node.position && at.position) closed.node.position.end = at.position.end;
  };

  for (const child of children) {
    if (child.type === 'blockquote') {
      target().push(alertOf(child) ?? child);
      continue;
    }
    if (child.type !== 'paragraph') {
      target().push(child);
      // A closer indented under a list item (as list continuation) ends up inside the list: it closes this callout.
      const trailing = open.length > 0 ? takeTrailingCloser(child) : null;
      if (trailing !== null && closedBy(open, trailing) >= 0) close(child, trailing);
      continue;
    }

    let paragraph: Paragraph | null = child;
    const opened = openerOf(child, context);
    if (opened) {
      target().push(opened.node);
      open.push({ node: opened.node, opener: child, fence: opened.fence });
      paragraph = opened.rest;
    }
    if (!paragraph) continue;

    const closing = beforeClosingLine(paragraph);
    if (closing === null) {
      target().push(paragraph);
      continue;
    }
    const { before, fence } = closing;
    if (open.length > 0 && closedBy(open, fence) < 0) {
      const inner = open[open.length - 1];
      fail(
        context,
        child,
        `"${':'.repeat(fence)}" is too short to close "${openerText(inner)}", opened with ${':'.repeat(inner.fence)}; a container closes at a line of at least as many colons as opened it`,
      );
      // Kept out of the tree: the pass over the container's content would report the same line again.
      if (before.length > 0) target().push({ ...paragraph, children: before });
      continue;
    }
    if (open.length === 0) {
      fail(
        context,
        child,
        '":::" closes a callout that was never opened; remove it or add ":::note" (or another type) before the callout content',
      );
      if (before.length > 0) result.push({ ...paragraph, children: before });
      continue;
    }
    if (before.length > 0) target().push({ ...paragraph, children: before });
    close(child, fence);
  }

  for (const unclosed of open) {
    fail(
      context,
      unclosed.opener,
      `"${openerText(unclosed)}" is never closed; add a line with ${':'.repeat(unclosed.fence)} after the callout content${gluedCloserHint(unclosed.node, context)}`,
    );
  }
  return result;
}

/** Where colons at the end of a line of text inside the container look meant to close it (a closer must stand alone). */
function gluedCloserHint(node: Callout, context: MarkdownContext): string {
  let hint = '';
  visitMdast(node, (child) => {
    if (hint || child.type !== 'paragraph') return;
    const text = child.children.map((inline) => (inline.type === 'text' ? inline.value : inline.type === 'break' ? '\n' : ' ')).join('');
    const glued = gluedCloserPattern.exec(text);
    const line = glued ? filePosition(context, child)?.line : undefined;
    if (glued && line !== undefined) {
      hint = ` (the ":::" ending line ${line + text.slice(0, glued.index).split('\n').length - 1} does not close it: a closing line holds only colons)`;
    }
    return false;
  });
  return hint;
}

/** How a container's opener reads in messages: `:::note`, or `:::: info` when more colons opened it. */
function openerText({ node, fence }: OpenCallout): string {
  return fence === 3 ? `:::${node.name}` : `${':'.repeat(fence)} ${node.name}`;
}

/**
 * Which open container a closing line of `fence` colons ends, as an index into `open`, or -1: the innermost one opened
 * with exactly as many colons, else the innermost one opened with fewer. Those inside it end with it.
 */
function closedBy(open: OpenCallout[], fence: number): number {
  for (let index = open.length - 1; index >= 0; index--) if (open[index].fence === fence) return index;
  for (let index = open.length - 1; index >= 0; index--) if (open[index].fence < fence) return index;
  return -1;
}

/**
 * Removes a `:::` line ending the last paragraph nested in `node` (a list's last item, say); its colon count when there
 * was one, else null.
 */
function takeTrailingCloser(node: RootContent): number | null {
  if (node.type === 'paragraph') {
    const closing = beforeClosingLine(node);
    if (closing === null) return null;
    node.children = closing.before;
    return closing.fence;
  }
  if (node.type !== 'list' && node.type !== 'listItem' && node.type !== 'blockquote') return null;
  const children = node.children as RootContent[];
  const last = children[children.length - 1];
  const fence = last ? takeTrailingCloser(last) : null;
  if (fence === null) return null;
  if (last.type === 'paragraph' && last.children.length === 0) children.pop();
  return fence;
}

/** A `:::name [title]` first line opens a callout; the rest of that paragraph is its first content. */
function openerOf(paragraph: Paragraph, context: MarkdownContext): { node: Callout; rest: Paragraph | null; fence: number } | null {
  const [firstLine, rest] = splitFirstLine(paragraph.children);
  const first = firstLine[0];
  if (first?.type !== 'text') return null;
  const match = openerPattern.exec(first.value);
  if (!match) return null;

  const name = match[2].toLowerCase();
  let kind = kindOf(name);
  if (!kind) {
    kind = 'neutral';
    const known = [...calloutTypes, 'details', 'code-group', ...wrapperNames].map((type) => `:::${type}`).join(', ');
    warn(context, paragraph, `unknown container ":::${match[2]}", shown as a plain box; docsgen styles ${known}`);
  }

  let title = trimPhrasing([
    ...(first.value.length > match[0].length ? [{ type: 'text' as const, value: first.value.slice(match[0].length) }] : []),
    ...firstLine.slice(1),
  ]);
  title = withoutBrackets(title);
  const attributes = takeAttributes(title);
  if (attributes.has('no-title') && kind !== 'details') title = [];
  if (title.length === 0 && kind === 'details') title = [{ type: 'text', value: 'Details' }];
  const node: Callout = {
    type: 'callout',
    kind,
    name,
    ...(kind === 'details' && attributes.has('open') ? { open: true } : {}),
    children: title.length > 0 ? [titleParagraph(title)] : [],
    position: paragraph.position && { start: paragraph.position.start, end: paragraph.position.end },
  };
  return { node, rest: rest.length > 0 ? { ...paragraph, children: rest } : null, fence: match[1].length };
}

/** Removes a trailing `{open}` / `{no-title}` attribute block from the title; the names it held. */
function takeAttributes(title: PhrasingContent[]): Set<string> {
  const last = title[title.length - 1];
  const match = last?.type === 'text' ? attributesPattern.exec(last.value) : null;
  if (!match || last?.type !== 'text') return new Set();
  const kept = last.value.slice(0, match.index);
  title.splice(title.length - 1, 1, ...(kept ? [{ ...last, value: kept }] : []));
  return new Set(match[1].split(/\s+/).filter(Boolean));
}

/** Starlight's `:::note[Custom title]`: the title without its brackets. */
function withoutBrackets(title: PhrasingContent[]): PhrasingContent[] {
  const only = title.length === 1 ? title[0] : undefined;
  if (only?.type !== 'text') return title;
  const match = bracketTitlePattern.exec(only.value);
  if (!match) return title;
  return match[1] ? [{ ...only, value: match[1] }] : [];
}

/** The paragraph's content before a closing `:::` last line and the line's colon count, or null when it has none. */
function beforeClosingLine(paragraph: Paragraph): { before: PhrasingContent[]; fence: number } | null {
  const children = paragraph.children;
  const last = children[children.length - 1];
  if (last?.type !== 'text') return null;
  const match = closerPattern.exec(last.value);
  if (!match) return null;

  const previous = children[children.length - 2];
  const onOwnLine = match[0].startsWith('\n') || previous === undefined || previous.type === 'break';
  if (!onOwnLine) return null;

  const before = children.slice(0, -1);
  const kept = last.value.slice(0, match.index);
  if (kept) before.push({ ...last, value: kept });
  else if (before[before.length - 1]?.type === 'break') before.pop();
  return { before, fence: match[1].length };
}

/** A `> [!NOTE]` blockquote as a callout titled like GitHub's ("Note"); any other blockquote stays one. */
function alertOf(blockquote: Blockquote): Callout | null {
  const first = blockquote.children[0];
  if (first?.type !== 'paragraph') return null;
  const [firstLine, rest] = splitFirstLine(first.children);
  const marker =
    firstLine.length === 1 && firstLine[0].type === 'text' ? alertMarkerPattern.exec(firstLine[0].value) : null;
  const type = marker ? alertTypes[marker[1].toUpperCase()] : undefined;
  if (!type) return null;

  const label = type.charAt(0).toUpperCase() + type.slice(1);
  return {
    type: 'callout',
    kind: type,
    name: type,
    children: [
      titleParagraph([{ type: 'text', value: label }]),
      ...(rest.length > 0 ? [{ ...first, children: rest }] : []),
      ...blockquote.children.slice(1),
    ],
    position: blockquote.position,
  };
}

function titleParagraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', data: { hProperties: { className: ['MuiCallout-title'] } }, children };
}

/** Splits inline content at its first line ending (a newline in text or a hard break). */
function splitFirstLine(children: PhrasingContent[]): [PhrasingContent[], PhrasingContent[]] {
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (node.type === 'break') return [children.slice(0, index), children.slice(index + 1)];
    if (node.type !== 'text') continue;
    const newline = node.value.indexOf('\n');
    if (newline === -1) continue;
    const before = node.value.slice(0, newline);
    const after = node.value.slice(newline + 1);
    return [
      [...children.slice(0, index), ...(before ? [{ type: 'text' as const, value: before }] : [])],
      [...(after ? [{ type: 'text' as const, value: after }] : []), ...children.slice(index + 1)],
    ];
  }
  return [children, []];
}

function trimPhrasing(children: PhrasingContent[]): PhrasingContent[] {
  const last = children[children.length - 1];
  if (last?.type !== 'text') return children;
  const value = last.value.trimEnd();
  return value ? [...children.slice(0, -1), { ...last, value }] : children.slice(0, -1);
}
