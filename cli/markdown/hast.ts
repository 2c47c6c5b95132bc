/** Small hast helpers: building elements, walking elements, reading text. */
import type { Element, ElementContent, Nodes, Parents, Properties } from 'hast';

/** An element with the given tag, properties and children. */
export function h(tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

/**
 * Calls `visit` for every element in document order, with its parent and index.
 * Returning `false` skips the element's children; a visitor may replace `parent.children[index]`.
 */
export function visitElements(
  tree: Parents,
  visit: (element: Element, index: number, parent: Parents) => boolean | void,
): void {
  const children = tree.children;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (child.type !== 'element') {
      // MDX components hold Markdown too: its headings, links and images are the page's.
      if ('children' in child) visitElements(child as Parents, visit);
      continue;
    }
    if (visit(child, index, tree) === false) continue;
    // Read again: the visitor may have replaced the node (e.g. wrapped it).
    const current = children[index];
    if (current.type === 'element') visitElements(current, visit);
  }
}

/** The concatenated text of a node and its descendants. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (!('children' in node)) return '';
  let text = '';
  for (const child of node.children) text += textOf(child);
  return text;
}

/** Whether `node` is an element with `tagName`. */
export function isElement(node: Nodes | undefined, tagName: string): node is Element {
  return node?.type === 'element' && node.tagName === tagName;
}
