/** A short, repeatable fuzz of the page pipeline for every test run; `npm run fuzz` runs it long with a fresh seed. */
import { describe, expect, it } from 'vitest';
import { fuzzPagePipeline, renderPageBytes } from '../../../fuzz/pagePipeline.ts';

const page = (body: string) => Buffer.from(`---\ntitle: Deep\n---\n\n${body}\n`);
const ladder = (depth: number) => Array.from({ length: depth }, (_, d) => `${'  '.repeat(d)}- item ${d}`).join('\n');
const table = (columns: number, rows: number) =>
  [`|${' h |'.repeat(columns)}`, `|${' - |'.repeat(columns)}`, ...Array.from({ length: rows }, () => `|${' c |'.repeat(columns)}`)].join('\n');

describe('the page pipeline under fuzzing', () => {
  it('renders every generated page or fails with a positioned content error', { timeout: 120_000 }, async () => {
    // The limit catches a hang, not a slow page: test files run side by side, so a page may wait for a core.
    await fuzzPagePipeline({ numRuns: 40, seed: 19, timeLimitMs: 15_000 });
  });

  it('reports the known hostile inputs as content errors with a line, and renders the rest', { timeout: 15_000 }, async () => {
    expect(await renderPageBytes(Buffer.from([0x23, 0x20, 0xff]))).toEqual({ kind: 'content-error', messages: [expect.stringMatching(/fuzzed\.md:1:3: not valid UTF-8/)] });
    expect(await renderPageBytes(Buffer.from('---\ntitle: [x\n---\n'))).toMatchObject({ kind: 'content-error' });
    expect(await renderPageBytes(Buffer.from(`${'> '.repeat(100)}deep\n\n\`\`\`ts\nunclosed`))).toMatchObject({ kind: 'rendered' });
  });

  // Each took minutes, gigabytes or a stack overflow without a line; the README promises file:line within 5 s.
  it.each([
    ['a list nested 500 deep (250 KB)', ladder(500), /fuzzed\.md:105:201: lists, block quotes and footnotes nest 500 deep, past the 100 levels/],
    ['10,000 list markers on one line', `${'- '.repeat(10_000)}x`, /fuzzed\.md:5:201: lists, block quotes and footnotes nest 10000 deep/],
    ['5,000 quote and list markers on one line', `${'> - '.repeat(5000)}x`, /fuzzed\.md:5:201: lists, block quotes and footnotes nest 10000 deep/],
    ['a table of 2,000 columns', table(2000, 50), /fuzzed\.md:6:1: a table has 2000 columns, past the 1000 a table may have/],
    ['5,000 nested <div>s', `${'<div>\n'.repeat(5000)}x`, /fuzzed\.md:105:1: HTML elements nest 5000 deep, past the 100 levels/],
    ['2,000 quotes 99 deep (400 KB)', Array.from({ length: 2000 }, () => `${'> '.repeat(99)}x`).join('\n\n'), /fuzzed\.md:207:1: the page has 198000 quote and list markers/],
    ['50,000 links in one paragraph (340 KB)', '[a](b) '.repeat(50_000), /fuzzed\.md:5:140001: the page has 50000 runs of inline markup/],
    ['50,000 bold words in one paragraph (290 KB)', '**b** '.repeat(50_000), /fuzzed\.md:5:\d+: the page has 100000 runs of inline markup/],
  ])('refuses %s with its place within 5 s', { timeout: 5_000 }, async (_, body, message) => {
    const outcome = await renderPageBytes(page(body));
    expect(outcome.kind).toBe('content-error');
    expect(outcome.kind === 'content-error' && outcome.messages[0]).toMatch(message);
  });
});
