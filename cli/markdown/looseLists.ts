/**
 * List items to hast with each list's looseness worked out once. mdast-util-to-hast's item handler asks, for every item,
 * whether its list is loose, reading the list's items until a loose one: every item of a tight list read every other,
 * so a tight list of n items took n² reads (a page of 25,000 items with sub-lists, about 250 KB, took minutes).
 */
import type { Element } from 'hast';
import type { List, ListItem, Parents } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { defaultHandlers } from 'remark-rehype';

/** Per list, an empty list as loose as it is: the default handler reads no items of it. */
const looseStandIns = new WeakMap<List, List>();

function isLooseItem(item: ListItem): boolean {
  return item.spread ?? item.children.length > 1;
}

/** remark-rehype handler for `listItem`: the default one, given its list's looseness ready-made. */
export function listItemToHast(state: State, node: ListItem, parent: Parents | undefined): Element {
  if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
  let standIn = looseStandIns.get(parent);
  if (!standIn) {
    standIn = { type: 'list', spread: Boolean(parent.spread) || parent.children.some(isLooseItem), children: [] };
    looseStandIns.set(parent, standIn);
  }
  return defaultHandlers.listItem(state, node, standIn);
}
