/** Rendering of Markdown and API pages as jobs: run in this thread for small sites, spread over worker threads for large ones. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApiPage } from '../api/apiPages.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { createRenderContext, type RenderInputs } from '../render/renderContext.tsx';
import { renderApiPage, renderPage, type RenderContext, type RenderedRoute } from '../render/renderPage.tsx';

export interface JobInputs extends RenderInputs {
  apiPages: ApiPage[];
}

/** A job is a Markdown page or an API page, by index. */
export type RenderJob = { kind: 'page'; index: number } | { kind: 'api'; index: number };

/** A content error as it crosses a thread boundary. */
export interface SerializedError {
  file: string;
  message: string;
  position?: { line: number; column?: number };
}

/** Below this many jobs, starting workers (each loads React, MUI and the Markdown pipeline) costs more than it saves. */
const WORKER_THRESHOLD = 150;

/** Renders one job; content errors come back as data so every problem of the site is reported together. */
export async function runJob(job: RenderJob, inputs: JobInputs, ctx: RenderContext): Promise<RenderedRoute | SerializedError[]> {
  try {
    return job.kind === 'page' ? await renderPage(inputs.model.pages[job.index], ctx) : renderApiPage(inputs.apiPages[job.index], ctx);
  } catch (error) {
    const errors = error instanceof ContentErrors ? error.errors : error instanceof ContentError ? [error] : null;
    if (!errors) throw error;
    return errors.map((e) => ({ file: e.file, message: e.message, position: e.position }));
  }
}

function allJobs(inputs: JobInputs): RenderJob[] {
  return [
    ...inputs.model.pages.map((_, index) => ({ kind: 'page' as const, index })),
    ...inputs.apiPages.map((_, index) => ({ kind: 'api' as const, index })),
  ];
}

type JobResult = RenderedRoute | SerializedError[];

/** Renders `jobs` in this thread, reporting each result as it is done. */
async function renderInThread(inputs: JobInputs, jobs: { job: RenderJob; i: number }[], onResult: (i: number, result: JobResult) => void) {
  const ctx = createRenderContext(inputs);
  for (const { job, i } of jobs) {
    onResult(i, await runJob(job, inputs, ctx));
    // Yield so worker messages are handled while this thread renders its own share.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const workerEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'renderWorker.mjs');

/** Renders `jobs` in a worker thread, reporting each result as it arrives. */
function renderInWorker(inputs: JobInputs, jobs: { job: RenderJob; i: number }[], onResult: (i: number, result: JobResult) => void) {
  return new Promise<void>((resolve, reject) => {
    // A larger young generation: Markdown parsing allocates many short-lived objects, and scavenges dominated.
    const worker = new Worker(workerEntry, {
      workerData: { inputs, jobs: jobs.map((s) => s.job) },
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
    });
    let received = 0;
    worker.on('message', (message: { result: JobResult }) => {
      onResult(jobs[received].i, message.result);
      received += 1;
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      received === jobs.length ? resolve() : reject(new Error(`a render worker stopped (exit ${code}) after ${received} of ${jobs.length} pages`)),
    );
  });
}

/**
 * Renders every Markdown and API page, this thread taking one share and a worker each other share (one per extra
 * core); `onRendered` sees each page as soon as it is done. Throws ContentErrors listing every problem found.
 */
export async function renderAllJobs(
  inputs: JobInputs,
  onRendered: (page: RenderedRoute) => void,
  onProgress?: (done: number, total: number) => void,
): Promise<RenderedRoute[]> {
  const jobs = allJobs(inputs).map((job, i) => ({ job, i }));
  const threads = jobs.length >= WORKER_THRESHOLD ? Math.min(os.availableParallelism(), 4) : 1;
  const results: JobResult[] = new Array(jobs.length);
  let done = 0;
  const onResult = (i: number, result: JobResult) => {
    results[i] = result;
    if (!Array.isArray(result)) onRendered(result);
    done += 1;
    onProgress?.(done, jobs.length);
  };
  const shares = Array.from({ length: threads }, (_, t) => jobs.filter(({ i }) => i % threads === t));
  await Promise.all(shares.map((share, t) => (t === 0 ? renderInThread(inputs, share, onResult) : renderInWorker(inputs, share, onResult))));
  const errors = results.filter((r): r is SerializedError[] => Array.isArray(r)).flat();
  if (errors.length) throw new ContentErrors(errors.map((e) => new ContentError(e.file, e.message, e.position)));
  return results as RenderedRoute[];
}
