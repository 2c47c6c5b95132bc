/**
 * Code tabs: `:::code-tabs <storageKey>` (or VitePress's `::: code-group`), then fenced blocks each named by
 * `title="<tab>"` or `[<tab>]`, then `:::`. They become one tab group (npm | pnpm | yarn); the reader's choice is
 * remembered under the storage key and shared by every group using it.
 */
import type { Element } from 'hast';
import type { Code, Parent, Parents, Root, RootContent } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';
import { contextOf, fail, type MarkdownContext } from './context.ts';

export const CODE_TABS_TAG = 'docsgen-code-tabs';

export interface CodeTabs extends Parent {
  type: 'codeTabs';
  storageKey: string;
  labels: string[];
  children: Code[];
}

declare module 'mdast' {
  interface BlockContentMap {
    codeTabs: CodeTabs;
  }
  interface RootContentMap {
    codeTabs: CodeTabs;
  }
}

const OPENER = /^(:{3,})[ \t]*(code-tabs|code-group)(?:[ \t]+([\w-]+))?[ \t]*$/;
const TITLE = /(?:^|\s)(?:title=(?:"([^"]*)"|'([^']*)')|\[([^\]]+)\])/;

function paragraphText(node: RootContent): string | null {
  if (node.type !== 'paragraph' || node.children.length !== 1 || node.children[0].type !== 'text') return null;
  return node.children[0].value.trim();
}

function group(children: RootContent[], context: MarkdownContext): RootContent[] {
  const result: RootContent[] = [];
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i];
    const match = OPENER.exec(paragraphText(child) ?? '');
    if (!match) {
      if ('children' in child && child.type !== 'paragraph') (child as Parent).children = group((child as Parent).children as RootContent[], context);
      result.push(child);
      continue;
    }
    const blocks: Code[] = [];
    let j = i + 1;
    while (j < children.length && children[j].type === 'code') blocks.push(children[j++] as Code);
    const name = `${match[1]}${match[2]}`;
    if (j >= children.length || paragraphText(children[j]) !== match[1]) {
      fail(context, children[j] ?? child, `"${name}" holds only fenced code blocks and must end with a line "${match[1]}"`);
      result.push(child);
      continue;
    }
    if (blocks.length === 0) {
      fail(context, child, `"${name}" needs at least one fenced code block`);
      result.push(child);
      continue;
    }
    const labels = blocks.map((block) => {
      const title = TITLE.exec(block.meta ?? '');
      if (!title) {
        fail(context, block, `each block in "${name}" needs a tab name: add [npm] or title="npm" after the language`);
        return block.lang ?? 'code';
      }
      // The tab shows the name, so the block itself gets no title bar.
      block.meta = (block.meta ?? '').replace(TITLE, '').trim() || null;
      return title[1] ?? title[2] ?? title[3];
    });
    result.push({
      type: 'codeTabs',
      storageKey: match[3] ?? match[2],
      labels,
      children: blocks,
      position: child.position && { start: child.position.start, end: children[j].position?.end ?? child.position.end },
    });
    i = j;
  }
  return result;
}

/** remark plugin: groups `:::code-tabs` containers into `codeTabs` nodes (runs before callouts claim `:::` lines). */
export function remarkCodeTabs() {
  return (tree: Root, file: VFile): void => {
    tree.children = group(tree.children, contextOf(file));
  };
}

/** remark-rehype handler: the group as a `docsgen-code-tabs` element holding its code blocks. */
export function codeTabsToHast(state: State, node: CodeTabs): Element {
  const result: Element = {
    type: 'element',
    tagName: CODE_TABS_TAG,
    properties: { storageKey: node.storageKey, labels: JSON.stringify(node.labels) },
    children: state.all(node as unknown as Parents) as Element['children'],
  };
  state.patch(node, result);
  return result;
}
