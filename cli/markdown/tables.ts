/** GFM tables wrapped in a scroll container so wide tables scroll sideways instead of widening the page. */
import type { Root } from 'hast';
import { h, visitElements } from './hast.ts';

/** rehype plugin: `<table>` → `<div class="MuiTable-wrapper"><table>…</table></div>`. */
export function rehypeTables() {
  return (tree: Root): void => {
    visitElements(tree, (element, index, parent) => {
      if (element.tagName !== 'table') return;
      parent.children[index] = h('div', { className: ['MuiTable-wrapper'] }, [element]);
      return false;
    });
  };
}
