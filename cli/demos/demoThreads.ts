/**
 * The demo work of a cold build (each module's sources made readable and highlighted, then its server render) spread
 * over the render workers and the build thread. The workers, started for the pages, would otherwise wait idle while
 * the build bundles the demos; and the build thread, highlighting meanwhile, kept esbuild's resolution callbacks (so
 * the bundles) waiting. So tasks wait in one queue, and each thread takes the kinds it is best placed for: a worker
 * keeps a couple under way, highlighting first; the build thread renders, one at a time, as soon as server bundles
 * exist (see WORKER_TAKES). A task gives the same result in any thread (the same files and providers), so the
 * output does not depend on which one ran it.
 */
import { contentErrorData, contentErrorsFrom, type ContentErrorData } from '../errors.ts';
import type { RenderWorker } from '../build/renderWorkers.ts';
import { addCacheWarnings, takeCacheWarnings } from '../cache/cacheWarnings.ts';
import { highlightCode } from '../markdown/codeBlocks.ts';
import type { DemoRef } from './demoRef.ts';
import { highlightSources, renderDemoModule, type HighlightedSources, type ModuleRender } from './prepareDemo.tsx';

/** What each kind of task takes and gives. */
interface DemoTasks {
  /** A demo module's server bundle rendered in its demo theme. */
  render: { input: { ref: DemoRef; bundled: string }; output: ModuleRender };
  /** A demo module's sources in both languages, and the CSS of its stylesheets, highlighted. */
  highlight: { input: { ref: DemoRef; stylesheets: { css: string }[] }; output: HighlightedSources };
}

type TaskKind = keyof DemoTasks;
export type DemoTask = { [K in TaskKind]: { kind: K } & DemoTasks[K]['input'] }[TaskKind];
type TaskOutput = DemoTasks[TaskKind]['output'];

/** What the build thread sends a worker. */
export interface DemoTaskRequest {
  demoTask: { id: number; root: string; task: DemoTask };
}

/**
 * What the worker answers: the output, the content errors it raised (as data), or another failure's stack; and the
 * cache entries it found broken meanwhile (cacheWarnings.ts), for the build's warnings.
 */
export interface DemoTaskReply {
  demoTaskDone: { id: number; cacheWarnings: string[] } & ({ output: TaskOutput } | { errors: ContentErrorData[] } | { failure: string });
}

/** Tasks sent to one worker at once: the next waits in its queue, so the worker never waits for the build thread. */
const TASKS_PER_WORKER = 2;

/** What a task gives. */
export type OutputOf<T extends DemoTask> = DemoTasks[T['kind']]['output'];

/** Runs a task in this thread; `root` is the site's folder. */
export async function runDemoTask<T extends DemoTask>(task: T, root: string): Promise<OutputOf<T>> {
  const output: TaskOutput =
    task.kind === 'render'
      ? await renderDemoModule(task.ref, task.bundled, { root })
      : await highlightSources(task.ref, { root, highlight: highlightCode }, task.stylesheets);
  return output as OutputOf<T>;
}

/** In a render worker: runs the requested task, as the build thread would. */
export async function answerDemoTask({ demoTask: { id, root, task } }: DemoTaskRequest): Promise<DemoTaskReply> {
  try {
    const output = await runDemoTask(task, root);
    return { demoTaskDone: { id, cacheWarnings: takeCacheWarnings(), output } };
  } catch (error) {
    const errors = contentErrorData(error);
    const cacheWarnings = takeCacheWarnings();
    return { demoTaskDone: errors ? { id, cacheWarnings, errors } : { id, cacheWarnings, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) } };
  }
}

export function isDemoTaskRequest(message: object): message is DemoTaskRequest {
  return 'demoTask' in message;
}

export interface DemoThreads {
  /** Queues a demo module's server render. */
  render(ref: DemoRef, bundled: string): Promise<ModuleRender>;
  /** Queues the highlighting of a demo module's sources and of the stylesheets it imports. */
  highlight(ref: DemoRef, stylesheets: { css: string }[]): Promise<HighlightedSources>;
  /** Drops the tasks not yet started (their promises reject) and stops listening to the workers. */
  release(): void;
}

interface Queued {
  task: DemoTask;
  resolve: (output: TaskOutput) => void;
  reject: (error: unknown) => void;
}

/** Queued tasks by kind, each kind first in, first out. */
class TaskQueue {
  private readonly byKind: Record<TaskKind, Queued[]> = { render: [], highlight: [] };

  push(queued: Queued): void {
    this.byKind[queued.task.kind].push(queued);
  }

  /** The next task of the first kind in `kinds` that has one. */
  next(kinds: readonly TaskKind[]): Queued | undefined {
    for (const kind of kinds) {
      const queued = this.byKind[kind].shift();
      if (queued) return queued;
    }
    return undefined;
  }

  drain(): Queued[] {
    return Object.values(this.byKind).flatMap((queued) => queued.splice(0));
  }
}

/**
 * Which tasks each thread takes, in order of preference. A worker highlights first: Prettier, which makes a demo's
 * JavaScript, takes a second to warm up in each thread that runs it, so the build thread (which has renders to wait
 * for anyway) leaves it to the workers; it highlights only when no worker is left.
 */
const WORKER_TAKES: readonly TaskKind[] = ['highlight', 'render'];
const BUILD_THREAD_TAKES: readonly TaskKind[] = ['render'];
const ALONE_TAKES: readonly TaskKind[] = ['render', 'highlight'];

/**
 * Spreads demo tasks over `workers` and this thread (`runHere`); `root` names files in errors. A task
 * that fails rejects its own promise only: the build reports it with the demo's other errors.
 */
export function demoThreads(workers: readonly RenderWorker[], root: string, runHere: (task: DemoTask) => Promise<TaskOutput>): DemoThreads {
  const queue = new TaskQueue();
  let nextId = 0;
  let hereBusy = false;
  let released = false;

  const lanes = workers.map((worker) => {
    const underWay = new Map<number, Queued>();
    const onMessage = (message: object) => {
      if (!('demoTaskDone' in message)) return;
      const reply = (message as DemoTaskReply).demoTaskDone;
      addCacheWarnings(reply.cacheWarnings);
      const queued = underWay.get(reply.id);
      if (!queued) return;
      underWay.delete(reply.id);
      if ('output' in reply) queued.resolve(reply.output);
      else if ('errors' in reply) queued.reject(contentErrorsFrom(reply.errors));
      else queued.reject(new Error(`a demo task failed in a render worker: ${reply.failure}`));
      dispatch();
    };
    const onError = (error: unknown) => {
      for (const queued of underWay.values()) queued.reject(error);
      underWay.clear();
      dispatch();
    };
    worker.thread.on('message', onMessage);
    worker.thread.on('error', onError);
    // Its answers are awaited: until they come, the worker must keep the thread alive.
    worker.thread.ref();
    return { worker, underWay, onMessage, onError };
  });

  const runOneHere = (queued: Queued) => {
    hereBusy = true;
    runHere(queued.task)
      .then(queued.resolve, queued.reject)
      // The next task waits for the events that came meanwhile (a worker's answer, a file read).
      .finally(() => setImmediate(() => ((hereBusy = false), dispatch())));
  };

  function dispatch(): void {
    if (released) return;
    for (const lane of lanes) {
      while (lane.worker.failure() === null && lane.underWay.size < TASKS_PER_WORKER) {
        const queued = queue.next(WORKER_TAKES);
        if (!queued) break;
        const id = nextId++;
        lane.underWay.set(id, queued);
        lane.worker.thread.postMessage({ demoTask: { id, root, task: queued.task } } satisfies DemoTaskRequest);
      }
    }
    if (!hereBusy) {
      // With every worker failed (or none), the build thread takes every task.
      const alone = lanes.every((lane) => lane.worker.failure() !== null);
      const queued = queue.next(alone ? ALONE_TAKES : BUILD_THREAD_TAKES);
      if (queued) runOneHere(queued);
    }
  }

  const enqueue = (task: DemoTask) =>
    new Promise<TaskOutput>((resolve, reject) => {
      if (released) throw new Error('docsgen: a demo task was queued after the demo threads were released');
      queue.push({ task, resolve, reject });
      dispatch();
    });

  return {
    render: (ref, bundled) => enqueue({ kind: 'render', ref, bundled }) as Promise<ModuleRender>,
    highlight: (ref, stylesheets) => enqueue({ kind: 'highlight', ref, stylesheets }) as Promise<HighlightedSources>,
    release() {
      released = true;
      for (const queued of queue.drain()) queued.reject(new Error('docsgen: the demo task was dropped: the demo step ended'));
      for (const { worker, onMessage, onError } of lanes) {
        worker.thread.off('message', onMessage);
        worker.thread.off('error', onError);
        worker.thread.unref();
      }
    },
  };
}
