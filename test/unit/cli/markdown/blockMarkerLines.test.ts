import type { Paragraph, Root } from 'mdast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkBlockMarkerLines } from '../../../../cli/markdown/blockMarkerLines.ts';
import { parseMarkdown } from '../../../../cli/markdown/index.ts';
import { render } from './helpers.ts';

/** The paragraphs after the step, each as its text and first line. */
async function paragraphsOf(markdown: string): Promise<Array<[string, number | undefined]>> {
  const tree = (await unified().use(remarkBlockMarkerLines).run(parseMarkdown(markdown), new VFile(markdown))) as Root;
  return tree.children
    .filter((node): node is Paragraph => node.type === 'paragraph')
    .map((node) => [node.children.map((child) => ('value' in child ? child.value : `<${child.type}>`)).join(''), node.position?.start.line]);
}

describe('block marker lines', () => {
  it('gives every ::: and <<< line a paragraph of its own, positioned at its line', async () => {
    expect(await paragraphsOf('Intro line\n::: tip Title\nBody *one*\nBody two\n:::\n::::\n<<< @/a.js\n')).toEqual([
      ['Intro line', 1],
      ['::: tip Title', 2],
      ['Body <emphasis>\nBody two', 3],
      [':::', 5],
      ['::::', 6],
      ['<<< @/a.js', 7],
    ]);
  });

  it('leaves paragraphs without marker lines, and markers within a line, as they are', async () => {
    expect(await paragraphsOf('A line with ::: inside\nand <<< too\n')).toEqual([['A line with ::: inside\nand <<< too', 1]]);
  });

  it('lets a container open and close inside what CommonMark reads as one paragraph', async () => {
    const { html } = await render('Before.\n::: info\nInside.\n:::\nAfter.\n');
    expect(html).toMatch(/^<p>Before\.<\/p>\n<aside[^>]*data-callout="info">.*<p>Inside\.<\/p>\n<\/div><\/aside>\n<p>After\.<\/p>$/s);
  });
});
