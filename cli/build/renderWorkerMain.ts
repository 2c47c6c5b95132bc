/** Inside a render worker: take the render inputs, build the render context once, then render each job as it is sent, posting each result. */
import { on } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { createRenderContext } from '../render/renderContext.tsx';
import { workerSiteCode } from '../plugins/codeModules.ts';
import type { RenderContext } from '../render/renderPage.tsx';
import { runJob, type JobInputs, type RenderJob } from './renderJob.ts';
import type { WorkerInputsMessage } from './renderJobs.ts';
import type { PackedPagesPart } from '../render/sitePages.ts';
import { answerDemoTask, isDemoTaskRequest, type DemoTaskRequest } from '../demos/demoThreads.ts';

type Message = WorkerInputsMessage | { job: RenderJob | null } | DemoTaskRequest;

// The worker is started before the site is loaded: its first messages bring the site's pages, a part at a time, and the
// rest of the inputs; then come jobs. Messages that arrive while a job renders wait in the iterator's buffer; a null job
// means the queue is empty. Before the inputs, while the build prepares the demos, it may be sent demo tasks
// (highlighting a module's sources, rendering it).
let rendering: { inputs: JobInputs; ctx: RenderContext } | null = null;
const pagesParts: PackedPagesPart[] = [];
for await (const [message] of on(parentPort!, 'message') as AsyncIterableIterator<[Message]>) {
  if (isDemoTaskRequest(message)) {
    parentPort!.postMessage(await answerDemoTask(message));
    continue;
  }
  if ('pagesPart' in message) {
    pagesParts.push(message.pagesPart);
    continue;
  }
  if ('inputs' in message) {
    // The parts sent before these inputs are theirs (splice: inputs sent again would come with parts of their own).
    const inputs = { ...message.inputs, packedPages: pagesParts.splice(0) };
    // The site's plugins and theme, imported from the modules the build thread bundled.
    const { extensions, siteTheme } = await workerSiteCode(inputs.siteCode ?? undefined, inputs.model.root);
    rendering = { inputs, ctx: createRenderContext(inputs, extensions, siteTheme) };
    continue;
  }
  if (message.job === null) break;
  if (!rendering) throw new Error('docsgen: a render worker was sent a job before its inputs');
  parentPort!.postMessage({ result: await runJob(message.job, rendering.inputs, rendering.ctx) });
}
