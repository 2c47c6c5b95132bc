/**
 * Render worker threads, one per extra core. Each loads React, MUI and the Markdown pipeline before it can render,
 * which takes about a second; the build thread starts them first thing, so that happens on the idle cores while it
 * loads its own modules and the site.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry, type ThreadEntry } from './threadEntry.ts';

/** Threads that render, the build thread included: every core, up to four (beyond that, writing and indexing bound a build). */
function renderThreadCount(): number {
  return Math.min(os.availableParallelism(), 4);
}

/**
 * The young generation of the render workers and of the build thread, in MB (V8 splits it in three). Rendering
 * allocates many short-lived objects (a page's Markdown and React trees): against V8's default, this size halves the
 * scavenges and their time; larger ones saved little more (each scavenge still copies the page in progress) and raised
 * the peak memory.
 */
export const YOUNG_GENERATION_MB = 64;

/** A render worker: sent the render inputs once, then jobs; it exits after the first `null` job. */
export interface RenderWorker {
  readonly thread: Worker;
  /** Why the thread failed, once it has: it may fail before any render asks it for anything. */
  readonly failure: () => Error | null;
}

/** The workers of one build; whoever starts them closes them. */
export interface RenderWorkers {
  readonly workers: readonly RenderWorker[];
  close(): Promise<void>;
}

function startWorker(entry: ThreadEntry): RenderWorker {
  const thread = new Worker(entry.file, { argv: entry.argv, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  // Until it is given work, a worker must not keep the process alive: a build that fails while loading exits as it would without one.
  thread.unref();
  let failure: Error | null = null;
  thread.on('error', (error) => (failure = error));
  return { thread, failure: () => failure };
}

/** Starts a render worker per extra core (none on one core). */
export async function startRenderWorkers(): Promise<RenderWorkers> {
  const entry = await threadEntry('renderWorker');
  const workers = Array.from({ length: renderThreadCount() - 1 }, () => startWorker(entry));
  return {
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.thread.terminate()));
    },
  };
}
