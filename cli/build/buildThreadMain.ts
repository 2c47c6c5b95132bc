/** Inside the build thread: start the render workers, load the build, run it, and post progress and the outcome. */
import { parentPort, workerData } from 'node:worker_threads';
import { serializeError, type BuildThreadData, type BuildThreadMessage } from './buildThread.ts';
import { startRenderWorkers } from './renderWorkers.ts';

const post = (message: BuildThreadMessage) => parentPort!.postMessage(message);
const { options } = workerData as BuildThreadData;
// The render workers load their modules on the other cores while this thread loads the build's modules and the site.
const renderWorkers = await startRenderWorkers();
try {
  const { build } = await import('./build.tsx');
  post({ report: await build({ ...options, renderWorkers, onProgress: (done, total) => post({ progress: [done, total] }) }) });
} catch (error) {
  post({ error: serializeError(error) });
} finally {
  await renderWorkers.close();
}
