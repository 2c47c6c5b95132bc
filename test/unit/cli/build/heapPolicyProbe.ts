/**
 * Run in a process of its own by threadSettings.test.ts (V8's flags are process-wide): sets a heap policy, makes a
 * thread with a 64 MB young generation in its resource limits, and prints the young generation it got, in MB, after
 * allocating enough to fill it. Arguments: `memory-first`, `renders`, `workers-at-start` or `speed-first-after`.
 */
import { Worker } from 'node:worker_threads';
import { setHeapPolicy, speedFirst } from '../../../../cli/build/threadSettings.ts';

const FILLS_YOUNG_GENERATION = `
  const v8 = require('node:v8');
  let kept = [];
  for (let i = 0; i < 2e6; i++) { kept.push({ i }); if (kept.length > 1e5) kept = []; }
  require('node:worker_threads').parentPort.postMessage(v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20);
`;

function youngGenerationOfNewThread(): Promise<number> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(FILLS_YOUNG_GENERATION, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
    thread.once('message', (mb: number) => void thread.terminate().then(() => resolve(mb)));
    thread.once('error', reject);
  });
}

const policy = process.argv[2];
setHeapPolicy({ renders: policy === 'renders', workersAtStart: policy === 'workers-at-start' }, []);
if (policy === 'speed-first-after') speedFirst([]);
console.log(JSON.stringify(await youngGenerationOfNewThread()));
