/** Inside a render worker: build the render context once, render each job, post each result as it is done. */
import { parentPort, workerData } from 'node:worker_threads';
import { createRenderContext } from '../render/renderContext.tsx';
import { runJob, type JobInputs, type RenderJob } from './renderJobs.ts';

const { inputs, jobs } = workerData as { inputs: JobInputs; jobs: RenderJob[] };
const ctx = createRenderContext(inputs);
for (const job of jobs) parentPort!.postMessage({ result: await runJob(job, inputs, ctx) });
