import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, contentErrorsIn } from '../../../../cli/errors.ts';
import { renderMdx } from '../../../../cli/markdown/mdx.ts';
import { MAX_NESTING_DEPTH, pageLimitBreaches, rangeErrorOfPage } from '../../../../cli/markdown/pageLimits.ts';
import { expectContentError, render } from './helpers.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-limits-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const ladder = (depth: number) => Array.from({ length: depth }, (_, d) => `${'  '.repeat(d)}- item ${d}`).join('\n');
const table = (columns: number, rows: number) =>
  [`|${' h |'.repeat(columns)}`, `|${' - |'.repeat(columns)}`, ...Array.from({ length: rows }, () => `|${' c |'.repeat(columns)}`)].join('\n');
const mdx = (body: string, extra: Partial<Parameters<typeof renderMdx>[1]> = {}) =>
  renderMdx(body, { file: 'pages/deep.mdx', absFile: path.join(folder, 'deep.mdx'), bodyLine: 6, routeOfFile: () => undefined, ...extra });
/** Throws a RangeError as a recursive pass out of stack does. */
const overflowingPlugin = () => () => {
  throw new RangeError('Maximum call stack size exceeded');
};

// Each page is refused before it is parsed: seconds would mean the check came too late. The bound is generous, as test
// files run side by side.
describe('the page limits', { timeout: 20_000 }, () => {
  it('refuse lists and block quotes nested past the limit, at the marker that goes past it', async () => {
    const deep = { line: 6, message: /^lists, block quotes and footnotes nest \d+ deep, past the 100 levels a page may nest/ };
    await expectContentError(() => render(ladder(500), { bodyLine: 6 }), { ...deep, line: 106, column: 201, message: /nest 500 deep, past the 100 levels/ });
    await expectContentError(() => render(`${'- '.repeat(10_000)}x`, { bodyLine: 6 }), { ...deep, column: 201 });
    await expectContentError(() => render(`${'> - '.repeat(5000)}x`, { bodyLine: 6 }), { ...deep, column: 201 });
    await expectContentError(() => render(`${'> '.repeat(500)}deep`, { bodyLine: 6 }), { ...deep, column: 201 });
  });

  it('render a page nested up to the limit', async () => {
    const { html } = await render(`${ladder(MAX_NESTING_DEPTH)}\n\n${'> '.repeat(MAX_NESTING_DEPTH)}quoted`);
    expect(html).toContain('item 99');
    expect(html).toContain('quoted');
  });

  it('refuse a table wider than the limit at its delimiter row, and more cells than a page may have at the row past them', async () => {
    let caught: unknown;
    await render(`Intro.\n\n${table(2000, 50)}\n`, { bodyLine: 6 }).catch((error) => (caught = error));
    expect(contentErrorsIn(caught)?.map((error) => error.format())).toEqual([
      'content/pages/material-ui/getting-started/usage.md:9:1: a table has 2000 columns, past the 1000 a table may have: split it into narrower tables',
      "content/pages/material-ui/getting-started/usage.md:13:1: the page's tables have 104000 cells, past the 10000 a page may have (here they go past it): split them over several pages",
    ]);
  });

  it('refuse more quote and list markers than a page may have, at the line past them', async () => {
    const quotes = Array.from({ length: 2000 }, () => `${'> '.repeat(99)}deep`).join('\n\n');
    await expectContentError(() => render(quotes, { bodyLine: 6 }), { line: 6 + 2 * 101, column: 1, message: /^the page has 198000 quote and list markers, past the 10000 a page may have/ });
    const { html } = await render(Array.from({ length: 3000 }, (_, i) => `- item ${i}`).join('\n'));
    expect(html).toContain('item 2999');
  });

  it('refuse more inline markup than a page may have, and a paragraph of more emphasis runs than it may have, counting none in code', async () => {
    await expectContentError(() => render(`Intro.\n\n${'[a](b) '.repeat(25_000)}`, { bodyLine: 6 }), { line: 8, column: 7 * 20_000 + 1, message: /^the page has 25000 runs of inline markup/ });
    const message = /^a paragraph has more than 5000 runs of emphasis markers/;
    await expectContentError(() => render(`Intro.\n\n${'**b** '.repeat(5000)}`, { bodyLine: 6 }), { line: 8, column: 6 * 2500 + 1, message });
    const { html } = await render(`${'**b** '.repeat(1000)}\n\n${'**b** '.repeat(1000)}\n\n\`\`\`\n${'a ** [b] <c>\n'.repeat(12_000)}\`\`\`\n`);
    expect(html.match(/<strong>/g)).toHaveLength(2000);
  });

  it('refuse JSX elements nested past the limit in an MDX page, open or closed', async () => {
    const deep = /^JSX elements nest 5000 deep, past the 100 levels a page may nest/;
    await expectContentError(() => mdx(`${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`), { line: 6, column: 501, message: deep, file: 'pages/deep.mdx' });
    await expectContentError(() => mdx(`${'<div>\n'.repeat(5000)}x`), { line: 106, column: 1, message: deep });
    await expectContentError(() => mdx(`${ladder(500)}\n`), { line: 106, column: 201, message: /^lists, block quotes and footnotes nest 500 deep/ });
  });

  it('make a RangeError of a tree pass a content error at the body, for Markdown and MDX pages', async () => {
    const extensions = { remarkPlugins: [], rehypePlugins: [overflowingPlugin] };
    const reason = /^the page could not be rendered \(Maximum call stack size exceeded\): it nests too deeply or is too large/;
    await expectContentError(() => render('# Title\n\nText.\n', { bodyLine: 4, extensions }), { line: 4, column: 1, message: reason });
    await expectContentError(() => mdx('# Title\n\nText.\n', { extensions }), { line: 6, column: 1, message: reason });
  });

  it('leave every other error as it is', () => {
    const error = new TypeError('x is not a function');
    expect(rangeErrorOfPage(error, 'a.md', { line: 1 })).toBe(error);
    expect(rangeErrorOfPage(new RangeError('Invalid string length'), 'a.md', { line: 3, column: 1 })).toBeInstanceOf(ContentError);
  });

  it('are listed without a parse, each with its place in the body', () => {
    expect(pageLimitBreaches(`Intro.\n\n${'- '.repeat(10_000)}x\n\n${table(1001, 1)}`, { mdx: false })).toEqual([
      { point: { line: 3, column: 201 }, message: expect.stringMatching(/^lists, block quotes and footnotes nest 10000 deep/) },
      { point: { line: 6, column: 1 }, message: expect.stringMatching(/^a table has 1001 columns/) },
    ]);
    expect(pageLimitBreaches('- a\n  - b\n', { mdx: false })).toEqual([]);
  });
});
