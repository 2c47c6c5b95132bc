/** Inside a render worker: build the render context once, then render each job as it is sent, posting each result. */
import { on } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { createRenderContext } from '../render/renderContext.tsx';
import { runJob, type JobInputs, type RenderJob } from './renderJob.ts';

const { inputs } = workerData as { inputs: JobInputs };
const ctx = createRenderContext(inputs);
// Messages that arrive while a job renders wait in the iterator's buffer; a null job means the queue is empty.
for await (const [message] of on(parentPort!, 'message') as AsyncIterableIterator<[{ job: RenderJob | null }]>) {
  if (message.job === null) break;
  parentPort!.postMessage({ result: await runJob(message.job, inputs, ctx) });
}
