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
import { contextOf, fail, warn, type MarkdownContext } from './context.ts';
import { h } from './hast.ts';
import { calloutIcon } from './icons.ts';

export const calloutTypes = ['note', 'tip', 'info', 'success', 'warning', 'danger', 'important', 'caution'] as const;
export type CalloutType = (typeof calloutTypes)[number];
/** How a container renders: a styled callout, a collapsible block, or a plain box for a name docsgen does not know. */
export type CalloutKind = CalloutType | 'details' | 'neutral';

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

const openerPattern = /^:::[ \t]*([A-Za-z][\w-]*)[ \t]*/;
const closerPattern = /(?:^|\n)[ \t]*:::[ \t]*$/;
const bracketTitlePattern = /^\[(.*)\]$/;
const alertMarkerPattern = /^\[!([A-Za-z]+)\][ \t]*$/;
// Only these hold block content in which a callout may start.
const blockContainers = new Set(['root', 'blockquote', 'list', 'listItem', 'footnoteDefinition', 'callout']);

function kindOf(name: string): CalloutKind | undefined {
  if ((calloutTypes as readonly string[]).includes(name)) return name as CalloutType;
  if (name === 'details') return 'details';
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
  const result = node.kind === 'details' ? detailsElement(state, children) : asideElement(state, node.kind, node.name, children);
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
function detailsElement(state: State, children: Element['children']): Element {
  const [title, ...content] = children;
  const summary = title?.type === 'element' ? { ...title, tagName: 'summary' } : h('summary', {}, [{ type: 'text', value: 'Details' }]);
  return h('details', { className: ['MuiCallout-root', 'MuiCallout-details'], dataCallout: 'details' }, [
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
}

function regroup(children: RootContent[], context: MarkdownContext): RootContent[] {
  const result: RootContent[] = [];
  const open: OpenCallout[] = [];
  const target = (): RootContent[] => (open.length > 0 ? open[open.length - 1].node.children : result);
  const close = (at: RootContent) => {
    const closed = open.pop();
    if (closed?.node.position && at.position) closed.node.position.end = at.position.end;
    return closed;
  };

  for (const child of children) {
    if (child.type === 'blockquote') {
      target().push(alertOf(child) ?? child);
      continue;
    }
    if (child.type !== 'paragraph') {
      target().push(child);
      // A closer indented under a list item (as list continuation) ends up inside the list: it closes this callout.
      if (open.length > 0 && takeTrailingCloser(child)) close(child);
      continue;
    }

    let paragraph: Paragraph | null = child;
    const opened = openerOf(child, context);
    if (opened) {
      target().push(opened.node);
      open.push({ node: opened.node, opener: child });
      paragraph = opened.rest;
    }
    if (!paragraph) continue;

    const before = beforeClosingLine(paragraph);
    if (before === null) {
      target().push(paragraph);
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
    close(child);
  }

  for (const unclosed of open) {
    fail(context, unclosed.opener, `":::${unclosed.node.name}" is never closed; add a line with ::: after the callout content`);
  }
  return result;
}

/** Removes a `:::` line ending the last paragraph nested in `node` (a list's last item, say); true when there was one. */
function takeTrailingCloser(node: RootContent): boolean {
  if (node.type === 'paragraph') {
    const before = beforeClosingLine(node);
    if (before === null) return false;
    node.children = before;
    return true;
  }
  if (node.type !== 'list' && node.type !== 'listItem' && node.type !== 'blockquote') return false;
  const children = node.children as RootContent[];
  const last = children[children.length - 1];
  if (!last || !takeTrailingCloser(last)) return false;
  if (last.type === 'paragraph' && last.children.length === 0) children.pop();
  return true;
}

/** A `:::name [title]` first line opens a callout; the rest of that paragraph is its first content. */
function openerOf(paragraph: Paragraph, context: MarkdownContext): { node: Callout; rest: Paragraph | null } | null {
  const [firstLine, rest] = splitFirstLine(paragraph.children);
  const first = firstLine[0];
  if (first?.type !== 'text') return null;
  const match = openerPattern.exec(first.value);
  if (!match) return null;

  const name = match[1].toLowerCase();
  let kind = kindOf(name);
  if (!kind) {
    kind = 'neutral';
    const known = [...calloutTypes, 'details', 'code-group'].map((type) => `:::${type}`).join(', ');
    warn(context, paragraph, `unknown container ":::${match[1]}", shown as a plain box; docsgen styles ${known}`);
  }

  let title = trimPhrasing([
    ...(first.value.length > match[0].length ? [{ type: 'text' as const, value: first.value.slice(match[0].length) }] : []),
    ...firstLine.slice(1),
  ]);
  title = withoutBrackets(title);
  if (title.length === 0 && kind === 'details') title = [{ type: 'text', value: 'Details' }];
  const node: Callout = {
    type: 'callout',
    kind,
    name,
    children: title.length > 0 ? [titleParagraph(title)] : [],
    position: paragraph.position && { start: paragraph.position.start, end: paragraph.position.end },
  };
  return { node, rest: rest.length > 0 ? { ...paragraph, children: rest } : null };
}

/** Starlight's `:::note[Custom title]`: the title without its brackets. */
function withoutBrackets(title: PhrasingContent[]): PhrasingContent[] {
  const only = title.length === 1 ? title[0] : undefined;
  if (only?.type !== 'text') return title;
  const match = bracketTitlePattern.exec(only.value);
  if (!match) return title;
  return match[1] ? [{ ...only, value: match[1] }] : [];
}

/** The paragraph's content before a closing `:::` last line, or null when it has none. */
function beforeClosingLine(paragraph: Paragraph): PhrasingContent[] | null {
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
  return before;
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
