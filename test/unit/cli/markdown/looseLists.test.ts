import type { List, ListItem, Root } from 'mdast';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkRehypeHandlers } from '../../../../cli/markdown/index.ts';
import { render } from './helpers.ts';

/** A tight list of `count` items whose looseness counts its reads in `reads`. */
function countedList(count: number, reads: { count: number }): List {
  const items = Array.from({ length: count }, (_, i): ListItem => {
    const item: ListItem = { type: 'listItem', children: [{ type: 'paragraph', children: [{ type: 'text', value: String(i) }] }] };
    return Object.defineProperty(item, 'spread', {
      get: () => {
        reads.count++;
        return false;
      },
    });
  });
  return { type: 'list', ordered: false, spread: false, children: items };
}

describe('list items to hast', () => {
  it('render tight and loose lists as the default handler does', async () => {
    expect((await render('- a\n- b\n  - c\n')).html).toBe('<ul>\n<li>a</li>\n<li>b\n<ul>\n<li>c</li>\n</ul>\n</li>\n</ul>');
    expect((await render('- a\n\n- b\n')).html).toBe('<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>');
    // One loose item makes the whole list loose.
    expect((await render('1. a\n2. b\n\n   more\n3. c\n')).html).toBe('<ol>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n<p>more</p>\n</li>\n<li>\n<p>c</p>\n</li>\n</ol>');
    expect((await render('- [x] done\n- [ ] todo\n')).html).toBe(
      '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled="" checked=""/> done</li>\n<li class="task-list-item"><input type="checkbox" disabled=""/> todo</li>\n</ul>',
    );
  });

  it('read whether a list is loose once per list, not once per item', () => {
    // The default handler read every item of the list for each of its items: a million reads for these thousand.
    const reads = { count: 0 };
    const tree: Root = { type: 'root', children: [countedList(1000, reads)] };
    unified().use(remarkRehype, { handlers: remarkRehypeHandlers }).runSync(tree);
    expect(reads.count).toBeLessThanOrEqual(2000);
  });
});
