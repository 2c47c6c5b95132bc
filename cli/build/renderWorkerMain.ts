/** Inside a render worker: take the render inputs, build the render context once, then render each job as it is sent, posting each result. */
import { on } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { createRenderContext } from '../render/renderContext.tsx';
import type { RenderContext } from '../render/renderPage.tsx';
import { runJob, type JobInputs, type RenderJob } from './renderJob.ts';
import { answerDemoTask, isDemoTaskRequest, type DemoTaskRequest } from '../demos/demoThreads.ts';

type Message = { inputs: JobInputs } | { job: RenderJob | null } | DemoTaskRequest;

// The worker is started before the site is loaded: its first message brings the inputs, then come jobs. Messages that
// arrive while a job renders wait in the iterator's buffer; a null job means the queue is empty. Before the inputs, while
// the build prepares the demos, it may be sent demo tasks (highlighting a module's sources, rendering it).
let rendering: { inputs: JobInputs; ctx: RenderContext } | null = null;
for await (const [message] of on(parentPort!, 'message') as AsyncIterableIterator<[Message]>) {
  if (isDemoTaskRequest(message)) {
    parentPort!.postMessage(await answerDemoTask(message));
    continue;
  }
  if ('inputs' in message) {
    rendering = { inputs: message.inputs, ctx: createRenderContext(message.inputs) };
    continue;
  }
  if (message.job === null) break;
  if (!rendering) throw new Error('docsgen: a render worker was sent a job before its inputs');
  parentPort!.postMessage({ result: await runJob(message.job, rendering.inputs, rendering.ctx) });
}
