/**
 * Render worker threads, one per extra core. Each loads React, MUI and the Markdown pipeline before it can render,
 * which takes about a second of a core: a build that expects to render many pages starts them early, so that happens
 * on the idle cores while it loads the site, and one that finds its pages in the build cache never starts them.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry, type ThreadEntry } from './threadEntry.ts';
import { buildThreadResourceLimits, speedFirst } from './threadSettings.ts';

/** Threads that render, the build thread included: every core, up to four (beyond that, writing and indexing bound a build). */
function renderThreadCount(): number {
  return Math.min(os.availableParallelism(), 4);
}

/** A render worker: sent the render inputs once, then jobs; it exits after the first `null` job. */
export interface RenderWorker {
  readonly thread: Worker;
  /** Why the thread failed, once it has: it may fail before any render asks it for anything. */
  readonly failure: () => Error | null;
}

/** The workers of one build, started on first use; whoever made the pool closes it. */
export interface RenderWorkers {
  /**
   * The workers, started now unless they were already: one per extra core, and one more `inPlaceOfBuildThread` (when
   * the build thread was made not to render, and many pages turn out to need it).
   */
  start(options?: { inPlaceOfBuildThread?: boolean }): readonly RenderWorker[];
  /** Whether they were started. */
  readonly started: boolean;
  /** Whether the build thread they serve was made to render pages too (threadSettings.ts); if not, a worker takes its share. */
  readonly buildThreadRenders: boolean;
  close(): Promise<void>;
}

function startWorker(entry: ThreadEntry): RenderWorker {
  const thread = new Worker(entry.file, { argv: entry.argv, resourceLimits: buildThreadResourceLimits({ renders: true }) });
  // Until it is given work, a worker must not keep the process alive: a build that fails while loading exits as it would without one.
  thread.unref();
  let failure: Error | null = null;
  thread.on('error', (error) => (failure = error));
  return { thread, failure: () => failure };
}

/**
 * A pool of a render worker per extra core (none on one core), none of them started yet. `buildThreadRenders` is false
 * for a build thread made with the young generation of one that renders nothing: were its build to find many pages to
 * render after all (a docsgen update, a config edit), the build took a third longer with them rendered there.
 */
export async function renderWorkerPool({ buildThreadRenders = true }: { buildThreadRenders?: boolean } = {}): Promise<RenderWorkers> {
  const entry = await threadEntry('renderWorker');
  const workers: RenderWorker[] = [];
  let started = false;
  return {
    start({ inPlaceOfBuildThread = false } = {}) {
      const wanted = renderThreadCount() - 1 + (inPlaceOfBuildThread && !buildThreadRenders ? 1 : 0);
      if (workers.length < wanted) speedFirst();
      while (workers.length < wanted) workers.push(startWorker(entry));
      started = true;
      return workers;
    },
    get started() {
      return started;
    },
    buildThreadRenders,
    async close() {
      await Promise.all(workers.map((w) => w.thread.terminate()));
    },
  };
}
