/**
 * Run in a process of its own by threadSettings.test.ts (V8's flags are process-wide): sets a build's heap policy,
 * then makes a thread with a 64 MB young generation in its resource limits, and prints the young generation it got, in
 * MB, once it filled it. The policy is the first argument:
 *   memory-first        a build thread made not to render, with no render workers starting with it
 *   renders             one made to render
 *   workers-at-start    one made not to render, with render workers starting with it
 *   speed-first-after   one made not to render, then render workers about to be made after all
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { setHeapPolicy, speedFirst } from '../../../../cli/build/threadSettings.ts';

const FILLS_YOUNG_GENERATION = `
  const v8 = require('node:v8');
  let kept = [];
  for (let i = 0; i < 2e6; i++) { kept.push({ i }); if (kept.length > 1e5) kept = []; }
  require('node:worker_threads').parentPort.postMessage(v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20);
`;

async function youngGenerationOfNewThread(): Promise<number> {
  const thread = new Worker(FILLS_YOUNG_GENERATION, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  const [mb] = (await once(thread, 'message')) as [number];
  await thread.terminate();
  return mb;
}

const policy = process.argv[2];
setHeapPolicy({ renders: policy === 'renders', workersAtStart: policy === 'workers-at-start' }, []);
if (policy === 'speed-first-after') speedFirst([]);
console.log(JSON.stringify(await youngGenerationOfNewThread()));
