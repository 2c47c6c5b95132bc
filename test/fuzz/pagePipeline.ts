/**
 * The property the fuzz test checks: a page file's bytes go through the whole page pipeline (encoding, front matter,
 * Markdown, React markup) and either render or fail with a content error that names the page and a line. Anything
 * else (another exception, a rejected promise, an input that takes too long) is a failure, reported with the input.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import fc from 'fast-check';
import { contentErrorsIn } from '../../cli/errors.ts';
import { decodePageBytes } from '../../cli/load/pageEncoding.ts';
import { parseFrontMatter } from '../../cli/markdown/frontMatter.ts';
import { renderMarkdown } from '../../cli/markdown/index.ts';
import { hostilePage } from './markdownArbitraries.ts';

const FILE = 'content/pages/guide/fuzzed.md';
const components = { 'docsgen-demo': (props: { name: string }) => createElement('div', { 'data-demo': props.name }) };

export type PageOutcome = { kind: 'rendered'; html: string } | { kind: 'content-error'; messages: string[] };

/** Runs one page through the pipeline; throws when it fails in any way but a positioned content error. */
export async function renderPageBytes(bytes: Uint8Array): Promise<PageOutcome> {
  try {
    const source = decodePageBytes(bytes, FILE);
    const { body, bodyLine } = parseFrontMatter(source, FILE);
    const rendered = await renderMarkdown(body, {
      file: FILE,
      absFile: `/site/${FILE}`,
      bodyLine,
      routeOfFile: (absPath) => (absPath.endsWith('.md') ? '/guide/other/' : undefined),
      components,
    });
    return { kind: 'rendered', html: renderToStaticMarkup(rendered.content) };
  } catch (error) {
    const errors = contentErrorsIn(error);
    if (!errors) throw error;
    for (const e of errors) {
      if (e.file !== FILE || !e.position || e.position.line < 1) {
        throw new Error(`a content error without file:line: ${e.format()}`, { cause: error });
      }
    }
    return { kind: 'content-error', messages: errors.map((e) => e.format()) };
  }
}

export interface FuzzRun {
  numRuns: number;
  seed: number;
  /** Per input. */
  timeLimitMs: number;
}

/** Checks the property over `numRuns` generated pages; throws with the failing input (and the seed to replay it). */
export async function fuzzPagePipeline(run: FuzzRun): Promise<void> {
  await fc.assert(
    fc.asyncProperty(hostilePage, async (bytes) => {
      const started = performance.now();
      await renderPageBytes(bytes);
      // `timeout` below stops an input waiting for ever; this catches one that keeps the thread busy too long.
      const elapsed = performance.now() - started;
      if (elapsed > run.timeLimitMs) throw new Error(`one page took ${Math.round(elapsed)} ms, over the ${run.timeLimitMs} ms limit`);
    }),
    { numRuns: run.numRuns, seed: run.seed, timeout: run.timeLimitMs, endOnFailure: true },
  );
}
