/** Rendering of Markdown and API pages as jobs: run in this thread for small sites, spread over worker threads for large ones. */
import { contentErrorsFrom, type ContentErrorData } from '../errors.ts';
import { NO_EXTENSIONS, type MarkdownExtensions } from '../markdown/extensions.ts';
import type { DocsTheme } from '../../templates/themes/types.ts';
import { siteDemoPages } from '../api/apiPageExtras.ts';
import { plainPage, type SourcePage } from '../model.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { routePrevNext } from '../render/productNavIndex.ts';
import { packedPageParts, type PackedPagesPart } from '../render/sitePages.ts';
import type { JobInputs, JobResult, RenderedJob, RenderJob } from './renderJob.ts';
import { renderContextOnDemand, type RenderContextOnDemand } from './renderContextOnDemand.ts';
import { renderWorkerPool, type RenderWorker, type RenderWorkers } from './renderWorkers.ts';
import { styleTextSharer } from './sharedStyleTexts.ts';
import { WORKER_THRESHOLD } from './threadSettings.ts';

/**
 * The site's jobs, in their order: its Markdown pages, then its API pages. Each is made when it is taken: a list of
 * them would hold an object per page through the render.
 */
class SiteJobs {
  constructor(private readonly inputs: Pick<JobInputs, 'model' | 'apiPages'>) {}

  get length(): number {
    return this.inputs.model.pages.length + this.inputs.apiPages.length;
  }

  at(i: number): RenderJob {
    const { model, apiPages } = this.inputs;
    const { pages } = model;
    if (i < pages.length) return { kind: 'page', page: pages[i], prevNext: routePrevNext(model, pages[i].route) };
    const index = i - pages.length;
    return { kind: 'api', index, prevNext: routePrevNext(model, apiPages[index].route) };
  }
}

/**
 * The jobs not yet taken: handed out one at a time, so a thread that renders faster (or starts sooner) takes more.
 * Jobs whose result is already known (from the build cache) are never handed out.
 */
class JobQueue {
  private taken = 0;

  constructor(
    private readonly jobs: SiteJobs,
    /** Per job, 1 when its result is known. */
    private readonly known: Uint8Array,
  ) {}

  /** The next job and its index in the site's job list, or null when every job is taken. */
  take(): { job: RenderJob; i: number } | null {
    while (this.known[this.taken] === 1) this.taken += 1;
    if (this.taken >= this.jobs.length) return null;
    const i = this.taken;
    this.taken += 1;
    return { job: this.jobs.at(i), i };
  }
}

type OnResult = (i: number, result: JobResult) => void;

/** How many pages each kind of thread rendered (pages known from the cache are in neither). */
export interface RenderedIn {
  buildThread: number;
  workers: number;
}

/**
 * What a render worker is sent before any job: the site's pages packed without their bodies, a part at a time (each
 * body comes with its page's job), then the rest of its inputs (render workers put the parts back into them).
 */
export type WorkerInputsMessage = { pagesPart: PackedPagesPart } | { inputs: JobInputs };

/**
 * The inputs as a render worker is sent them after its pages: no pages (they come packed, without their bodies: a
 * worker copy of every body would hold the whole site's source in each worker for the whole render) and the products
 * without their navs (each job comes with its page's neighbours in its nav). What API pages read from all the bodies
 * (the pages that demo each component) is found here and sent instead.
 */
function workerInputs(inputs: JobInputs): JobInputs {
  const apiDemoPages = inputs.apiPages.length > 0 ? siteDemoPages(inputs.model) : new Map();
  const { model } = inputs;
  const products = model.products.map((product) => ({ ...product, nav: [] }));
  return { ...inputs, apiDemoPages, model: { ...model, pages: [], products } };
}

/** A job as sent to a render worker: a Markdown page's with the page and its body as plain data. */
function jobAsSent(job: RenderJob): RenderJob {
  return job.kind === 'page' ? { ...job, page: plainPage(job.page, job.page.body) } : job;
}

/**
 * Sends the workers their inputs, before any job. The copy made for them is let go of once sent: held while the
 * workers render, it would hold a record of every page of the site.
 */
function sendInputs(workers: readonly RenderWorker[], inputs: JobInputs): void {
  if (workers.length === 0) return;
  const send = (message: WorkerInputsMessage) => workers.forEach(({ thread }) => thread.postMessage(message));
  for (const pagesPart of packedPageParts(inputs.model.pages)) send({ pagesPart });
  send({ inputs: workerInputs(inputs) });
}

/** Renders jobs from the queue in this thread until it is empty; with none to take, it loads no renderer at all. */
async function renderInThread(inputs: JobInputs, queue: JobQueue, onResult: OnResult, renderContext: RenderContextOnDemand) {
  let next = queue.take();
  if (!next) return;
  const [{ runJob }, ctx] = await Promise.all([import('./renderJob.ts'), renderContext()]);
  for (; next; next = queue.take()) {
    onResult(next.i, await runJob(next.job, inputs, ctx));
    // Yield so worker messages (results, requests for more) are handled while this thread renders.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Jobs a worker holds at once. The main thread answers a result only between its own pages, so with two the worker
 * sometimes idled waiting for its next job; four cover that gap.
 */
const JOBS_IN_FLIGHT = 4;

/** Renders jobs from the queue in a worker thread sent its inputs already, sending it the next job as each result arrives. */
function renderInWorker({ thread, failure }: RenderWorker, queue: JobQueue, onResult: OnResult) {
  return new Promise<void>((resolve, reject) => {
    const failed = failure();
    if (failed) return reject(failed);
    // While it renders, the worker keeps the process alive like any pending work.
    thread.ref();
    // The worker renders in the order it receives jobs, so results come back in this order.
    const inFlight: number[] = [];
    const sendNext = () => {
      const next = queue.take();
      if (next) inFlight.push(next.i);
      thread.postMessage({ job: next ? jobAsSent(next.job) : null });
    };
    const onMessage = (message: { result: JobResult }) => {
      onResult(inFlight.shift()!, message.result);
      sendNext();
      // Its last page is in: the build goes on while the thread winds down (tearing down its heap takes a while).
      if (inFlight.length === 0) settle(null);
    };
    const onExit = (code: number) => settle(inFlight.length === 0 ? null : new Error(`a render worker stopped (exit ${code}) with ${inFlight.length} pages unrendered`));
    // The listeners go with the render: the pool holds the thread to the end of the build, and they would hold the
    // render's own state (its queue, the results, what each page is handed to) as long.
    const settle = (error: Error | null) => {
      thread.off('message', onMessage);
      thread.off('error', settle);
      thread.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    for (let n = 0; n < JOBS_IN_FLIGHT; n += 1) sendNext();
    thread.on('message', onMessage);
    thread.on('error', settle);
    thread.on('exit', onExit);
  });
}

/**
 * Renders every Markdown and API page, this thread and the render workers taking jobs from one queue; `onRendered` sees
 * each page (with its index among the jobs, and whether it was known) as soon as it is done. A site too small to be
 * worth the workers renders in this thread alone; a build thread made not to render (threadSettings.ts) leaves its
 * share to one more worker. Workers passed as `started` are used (started now, unless they were) and left to their
 * owner to close; otherwise they are started here when the site is large enough, and closed. Throws ContentErrors
 * listing every problem found.
 */
export async function renderAllJobs(
  inputs: JobInputs,
  { started, onRendered, onProgress, extensions = NO_EXTENSIONS, siteTheme = null, known = new Map(), renderContext = renderContextOnDemand(inputs, extensions, siteTheme) }: {
    started?: RenderWorkers;
    /**
     * Results already known by job index (the build cache's): handed to `onRendered` first, not rendered again, and
     * emptied then (the caller gives them up: a large site's, held through the render, took megabytes).
     */
    known?: Map<number, RenderedJob>;
    /** The site plugins' Markdown extensions, as this thread loaded them (render workers load their own from `inputs.siteCode`). */
    extensions?: MarkdownExtensions;
    /** A theme the site defines, as this thread loaded it. */
    siteTheme?: DocsTheme | null;
    /** The render context of this thread, when the caller has one (made from the same inputs, extensions and theme). */
    renderContext?: RenderContextOnDemand;
    /** Returns the page's record to hold until every page is rendered (the page itself, or one that reads its HTML from elsewhere). */
    onRendered: (rendered: RenderedJob, jobIndex: number, fromKnown: boolean) => RenderedRoute;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<{ pages: RenderedRoute[]; renderedIn: RenderedIn }> {
  const jobs = new SiteJobs(inputs);
  // Held until every page is rendered: the page alone (its search sections are indexed as it arrives), its styles
  // sharing their CSS with the other pages'.
  const results: (RenderedRoute | ContentErrorData[])[] = new Array(jobs.length);
  const shareStyles = styleTextSharer();
  // Which jobs are known, a byte a job: the results themselves are let go of once handed on.
  const knownJobs = new Uint8Array(jobs.length);
  for (const i of known.keys()) knownJobs[i] = 1;
  const knownCount = known.size;
  let done = 0;
  const onResult: OnResult = (i, result) => {
    if (Array.isArray(result)) {
      results[i] = result;
    } else {
      // A page known from the cache has its styles read from there when asked for: reading them here would read every render.
      const fromKnown = knownJobs[i] === 1;
      if (!fromKnown) shareStyles(result.page.styles);
      results[i] = onRendered(result, i, fromKnown);
    }
    done += 1;
    onProgress?.(done, jobs.length);
  };
  // Each let go of as it is handed on.
  for (const [i, result] of known) {
    known.delete(i);
    onResult(i, result);
  }
  const queue = new JobQueue(jobs, knownJobs);
  const many = jobs.length - knownCount >= WORKER_THRESHOLD;
  // Inline code (functions) cannot be sent to a worker: the site's modules can, and each worker imports them.
  const portable = inputs.siteCode !== null;
  // Workers started ahead of the render (a build expecting changed pages) render even a few pages, alone: they have
  // been loading the renderer all along, which this thread would only start to load now.
  const useWorkers = portable && (many || (started?.started === true && jobs.length > knownCount));
  const ownWorkers = useWorkers && !started ? await renderWorkerPool() : null;
  const pool = started ?? ownWorkers;
  // Many pages for a build thread made not to render: one more worker renders its share.
  const inPlaceOfBuildThread = many && pool?.buildThreadRenders === false;
  const workers = useWorkers ? pool!.start({ inPlaceOfBuildThread }) : [];
  sendInputs(workers, inputs);
  const renderedIn: RenderedIn = { buildThread: 0, workers: 0 };
  const counted = (where: keyof RenderedIn): OnResult => (i, result) => {
    renderedIn[where] += 1;
    onResult(i, result);
  };
  const inThread = workers.length === 0 || (many && !inPlaceOfBuildThread) ? [renderInThread(inputs, queue, counted('buildThread'), renderContext)] : [];
  try {
    await Promise.all([...inThread, ...workers.map((worker) => renderInWorker(worker, queue, counted('workers')))]);
  } finally {
    await ownWorkers?.close();
  }
  const errors = results.filter((r): r is ContentErrorData[] => Array.isArray(r)).flat();
  if (errors.length) throw contentErrorsFrom(errors);
  return { pages: results as RenderedRoute[], renderedIn };
}
