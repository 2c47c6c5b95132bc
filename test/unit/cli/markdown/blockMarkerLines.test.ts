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

  it('ends a container at its closing line inside an HTML block, as markdown-it does', async () => {
    const { html, warnings } = await render('::: tip\n<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>\n:::\n\nAfter.\n');
    expect(html).toMatch(/^<aside[^>]*data-callout="tip">.*<details>\n<summary>More<\/summary>\n<p>Hidden <em>text<\/em>\.<\/p>\n<\/details>.*<\/aside>\n<p>After\.<\/p>$/s);
    expect(warnings).toEqual([]);
  });

  it('opens no container inside an HTML block, as markdown-it does not', async () => {
    const { html } = await render('<div class="box">\n::: warning\nCareful.\n</div>\n');
    expect(html).toBe('<div class="box">\n::: warning\nCareful.\n</div>');
  });

  it('renders a container split out of a paragraph on a page with raw HTML', async () => {
    const { html } = await render('Intro\n::: tip\nBody <kbd>x</kbd>\nmore\n:::\n');
    expect(html).toMatch(/^<p>Intro<\/p>\n<aside[^>]*data-callout="tip">.*<p>Body <kbd>x<\/kbd>\nmore<\/p>.*<\/aside>$/s);
  });
});
