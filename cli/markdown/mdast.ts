/** Small mdast helper: walking nodes with their parents. */
import type { Nodes, Parents, RootContent } from 'mdast';

/**
 * Calls `visit` for every node below `tree` in document order, with its parent and index.
 * Returning `false` skips the node's children; a visitor may replace `parent.children[index]`.
 */
export function visitMdast(
  tree: Parents,
  visit: (node: RootContent, index: number, parent: Parents) => boolean | void,
): void {
  const children: RootContent[] = tree.children;
  for (let index = 0; index < children.length; index++) {
    if (visit(children[index], index, tree) === false) continue;
    const current: Nodes = children[index];
    if ('children' in current) visitMdast(current, visit);
  }
}
