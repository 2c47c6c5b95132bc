/**
 * Callouts: `:::type [title]` … `:::` containers and GitHub alerts (`> [!NOTE]`), both turned into one
 * `callout` mdast node and rendered as `<aside class="MuiCallout-root MuiCallout-<type>" data-callout="<type>">`.
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
import { contentError, contextOf, type MarkdownContext } from './context.ts';
import { h } from './hast.ts';
import { calloutIcon } from './icons.ts';

export const calloutTypes = ['note', 'tip', 'info', 'success', 'warning', 'danger', 'important', 'caution'] as const;
export type CalloutType = (typeof calloutTypes)[number];

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
  calloutType: CalloutType;
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
const alertMarkerPattern = /^\[!([A-Za-z]+)\][ \t]*$/;
// Only these hold block content in which a callout may start.
const blockContainers = new Set(['root', 'blockquote', 'list', 'listItem', 'footnoteDefinition', 'callout']);

/** remark plugin: groups `:::` containers and converts GitHub alert blockquotes into `callout` nodes. */
export function remarkCallouts() {
  return (tree: Root, file: VFile): void => {
    regroupContainer(tree, contextOf(file));
  };
}

/** remark-rehype handler: a `callout` node as an `<aside>` with its icon and content. */
export function calloutToHast(state: State, node: Callout): Element {
  const result = h(
    'aside',
    { className: ['MuiCallout-root', `MuiCallout-${node.calloutType}`], dataCallout: node.calloutType },
    [calloutIcon(node.calloutType), h('div', { className: ['MuiCallout-content'] }, state.wrap(state.all(node), true))],
  );
  state.patch(node, result);
  return result;
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

  for (const child of children) {
    if (child.type === 'blockquote') {
      target().push(alertOf(child) ?? child);
      continue;
    }
    if (child.type !== 'paragraph') {
      target().push(child);
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
    const closed = open.pop();
    if (!closed) {
      throw contentError(
        context,
        child,
        '":::" closes a callout that was never opened; remove it or add ":::note" (or another type) before the callout content',
      );
    }
    if (before.length > 0) closed.node.children.push({ ...paragraph, children: before });
    if (closed.node.position && child.position) closed.node.position.end = child.position.end;
  }

  const unclosed = open[0];
  if (unclosed) {
    throw contentError(
      context,
      unclosed.opener,
      `":::${unclosed.node.calloutType}" is never closed; add a line with ::: after the callout content`,
    );
  }
  return result;
}

/** A `:::type [title]` first line opens a callout; the rest of that paragraph is its first content. */
function openerOf(paragraph: Paragraph, context: MarkdownContext): { node: Callout; rest: Paragraph | null } | null {
  const [firstLine, rest] = splitFirstLine(paragraph.children);
  const first = firstLine[0];
  if (first?.type !== 'text') return null;
  const match = openerPattern.exec(first.value);
  if (!match) return null;

  const name = match[1].toLowerCase();
  if (!(calloutTypes as readonly string[]).includes(name)) {
    throw contentError(
      context,
      paragraph,
      `unknown callout type ":::${match[1]}"; use one of ${calloutTypes.map((type) => `:::${type}`).join(', ')}`,
    );
  }

  const titleText = first.value.slice(match[0].length);
  const title = trimPhrasing([
    ...(titleText ? [{ type: 'text' as const, value: titleText }] : []),
    ...firstLine.slice(1),
  ]);
  const node: Callout = {
    type: 'callout',
    calloutType: name as CalloutType,
    children: title.length > 0 ? [titleParagraph(title)] : [],
    position: paragraph.position && { start: paragraph.position.start, end: paragraph.position.end },
  };
  return { node, rest: rest.length > 0 ? { ...paragraph, children: rest } : null };
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
    calloutType: type,
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
