/**
 * Every build runs in a thread of its own — `docsgen build`, `docsgen check` and watch mode alike — so all three run
 * with the same settings. V8 sizes the main thread's young generation when the process starts, and a build allocates
 * fast: a worker thread can be given a young generation to suit (see threadSettings.ts).
 */
import { Worker } from 'node:worker_threads';
import { UsageError, contentErrorData, contentErrorsFrom, type ContentErrorData } from '../errors.ts';
import { threadEntry } from './threadEntry.ts';
import { buildThreadResourceLimits, setHeapPolicy } from './threadSettings.ts';
import type { BuildReport } from './report.ts';
import type { RebuiltPage } from './buildSession.ts';
import type { LinkPolicy } from '../../runtime/config.ts';
import { expectedRenders, type ExpectedRenders } from '../cache/expectedRenders.ts';

/** What a build is asked for across the thread boundary: the options of `build` that are data. */
export interface ThreadBuildOptions {
  root: string;
  outDir: string;
  base: string;
  /** When false, nothing is written (`docsgen check`). */
  write: boolean;
  /** URL of the live-reload client, added to every page in watch mode. */
  devClient?: string;
  /** Whether single pages are rebuilt after it (watch mode): the thread keeps what a rebuild needs until the next build. */
  rebuildsPages?: boolean;
  /** Whether broken links fail the build or are listed as warnings; overrides the config's `links`. */
  links?: LinkPolicy;
  /** Where its pages are expected to render, when the caller knew it before starting the thread; else the thread finds out. */
  expectedRenders?: ExpectedRenders;
}

/** An error as it crosses from the build thread, so the command line reports it as it would its own. */
export type ThreadError =
  | { kind: 'content'; errors: ContentErrorData[] }
  | { kind: 'usage'; message: string }
  | { kind: 'other'; message: string; stack?: string };

/** What the thread is told as it starts: whether it was made to render pages (its young generation, threadSettings.ts). */
export interface BuildThreadData {
  renders: boolean;
}

/** What the thread is asked: a whole build, or (after a good build) one page again. */
export type BuildThreadRequest = { build: ThreadBuildOptions } | { rebuildPage: { absFile: string; devClient?: string } };

/** What the build thread posts: progress while rendering, then the outcome of the request. */
export type BuildThreadMessage =
  | { progress: [done: number, total: number] }
  | { report: BuildReport }
  | { rebuilt: RebuiltPage | null }
  | { error: ThreadError };

export function serializeError(error: unknown): ThreadError {
  const contentErrors = contentErrorData(error);
  if (contentErrors) return { kind: 'content', errors: contentErrors };
  if (error instanceof UsageError) return { kind: 'usage', message: error.message };
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  return { kind: 'other', message, stack };
}

function deserializeError(error: ThreadError): Error {
  if (error.kind === 'content') return contentErrorsFrom(error.errors);
  if (error.kind === 'usage') return new UsageError(error.message);
  const rethrown = new Error(error.message);
  if (error.stack) rethrown.stack = error.stack;
  return rethrown;
}

/** A thread that builds on request, one request at a time; it keeps the last good build for single-page rebuilds. */
export interface BuildThread {
  build(options: ThreadBuildOptions, onProgress?: (done: number, total: number) => void): Promise<BuildReport>;
  /** Re-renders the page of `absFile` in place; null when the change needs a whole build. */
  rebuildPage(absFile: string, devClient?: string): Promise<RebuiltPage | null>;
  close(): Promise<void>;
}

/**
 * A build thread; `renders` unless the builds it is for are known to leave rendering to the cache and the render
 * workers, `workersAtStart` when render workers start with its build (pages are expected to render there).
 */
export async function startBuildThread({ renders, workersAtStart = false }: { renders: boolean; workersAtStart?: boolean } = { renders: true }): Promise<BuildThread> {
  const entry = await threadEntry('buildThread');
  setHeapPolicy({ renders, workersAtStart });
  const thread = new Worker(entry.file, { argv: entry.argv, workerData: { renders } satisfies BuildThreadData, resourceLimits: buildThreadResourceLimits({ renders }) });
  let pending: { onMessage: (message: BuildThreadMessage) => void; fail: (error: Error) => void } | null = null;
  let stopped: Error | null = null;
  thread.on('message', (message: BuildThreadMessage) => pending?.onMessage(message));
  thread.on('error', (error) => {
    stopped = error;
    pending?.fail(error);
  });
  thread.on('exit', (code) => {
    stopped ??= new Error(`the build thread stopped (exit ${code}) before finishing`);
    pending?.fail(stopped);
  });

  /** Sends one request and settles with its outcome; progress messages go to `onProgress`. */
  const request = <T>(message: BuildThreadRequest, outcome: (message: BuildThreadMessage) => T | undefined, onProgress?: (done: number, total: number) => void) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      if (pending) return reject(new Error('the build thread is busy: one request at a time'));
      const settle = (fn: () => void) => {
        pending = null;
        fn();
      };
      pending = {
        onMessage: (reply) => {
          if ('progress' in reply) return onProgress?.(...reply.progress);
          if ('error' in reply) return settle(() => reject(deserializeError(reply.error)));
          const result = outcome(reply);
          if (result !== undefined) settle(() => resolve(result));
        },
        fail: (error) => settle(() => reject(error)),
      };
      thread.postMessage(message);
    });

  return {
    build: (options, onProgress) => request({ build: options }, (reply) => ('report' in reply ? reply.report : undefined), onProgress),
    rebuildPage: (absFile, devClient) => request({ rebuildPage: { absFile, devClient } }, (reply) => ('rebuilt' in reply ? reply.rebuilt : undefined)),
    async close() {
      await thread.terminate();
    },
  };
}

/** Runs one build in a build thread of its own, made for it; resolves to its report, or rejects with the error that stopped it. */
export async function buildInThread(options: ThreadBuildOptions, onProgress?: (done: number, total: number) => void): Promise<BuildReport> {
  // Known before the thread starts, so that it is made for the build it runs.
  const expected = expectedRenders(options.root, options.outDir);
  const thread = await startBuildThread({ renders: expected.inBuildThread, workersAtStart: expected.startWorkers });
  try {
    return await thread.build({ ...options, expectedRenders: expected }, onProgress);
  } finally {
    await thread.close();
  }
}
