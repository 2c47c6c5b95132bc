/**
 * `npm run fuzz [-- --runs N] [-- --seed S]`: the page-pipeline fuzz test, long and with a fresh seed each time (the
 * unit test runs a short, fixed one). A failure prints the smallest failing page found and the seed that replays it.
 */
import { parseArgs } from 'node:util';
import { fuzzPagePipeline } from '../test/fuzz/pagePipeline.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' }, seed: { type: 'string' } } });
const run = { numRuns: Number(values.runs), seed: values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed), timeLimitMs: 5_000 };
process.stdout.write(`Fuzzing the page pipeline: ${run.numRuns} pages, seed ${run.seed}\n`);
const started = performance.now();
await fuzzPagePipeline(run);
process.stdout.write(`No failure in ${run.numRuns} pages (${((performance.now() - started) / 1000).toFixed(1)} s).\n`);
