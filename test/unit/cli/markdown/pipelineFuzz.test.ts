/** A short, repeatable fuzz of the page pipeline for every test run; `npm run fuzz` runs it long with a fresh seed. */
import { describe, expect, it } from 'vitest';
import { fuzzPagePipeline, renderPageBytes } from '../../../fuzz/pagePipeline.ts';

describe('the page pipeline under fuzzing', () => {
  it('renders every generated page or fails with a positioned content error', { timeout: 120_000 }, async () => {
    // The limit catches a hang, not a slow page: test files run side by side, so a page may wait for a core.
    await fuzzPagePipeline({ numRuns: 40, seed: 19, timeLimitMs: 15_000 });
  });

  it('reports the known hostile inputs as content errors with a line, and renders the rest', async () => {
    expect(await renderPageBytes(Buffer.from([0x23, 0x20, 0xff]))).toEqual({ kind: 'content-error', messages: [expect.stringMatching(/fuzzed\.md:1:3: not valid UTF-8/)] });
    expect(await renderPageBytes(Buffer.from('---\ntitle: [x\n---\n'))).toMatchObject({ kind: 'content-error' });
    expect(await renderPageBytes(Buffer.from(`${'> '.repeat(500)}deep\n\n\`\`\`ts\nunclosed`))).toMatchObject({ kind: 'rendered' });
  });
});
