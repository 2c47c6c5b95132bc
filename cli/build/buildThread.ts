/**
 * `docsgen build` runs the build in a thread of its own. V8 sizes the main thread's young generation when the process
 * starts (16 MB semi-spaces), and a build allocates fast: scavenges took about a tenth of its main thread's time,
 * copying the same page in progress again and again. A worker thread can be given a young generation to suit.
 */
import { Worker } from 'node:worker_threads';
import { UsageError, contentErrorData, contentErrorsFrom, type ContentErrorData } from '../errors.ts';
import { YOUNG_GENERATION_MB } from './renderWorkers.ts';
import { threadEntry } from './threadEntry.ts';
import { useBatchBuildV8Flags } from './v8Flags.ts';
import type { BuildReport } from './report.ts';
import type { LinkPolicy } from '../../runtime/config.ts';

/** What the build thread is given: the options of `build` that are data. */
export interface ThreadBuildOptions {
  root: string;
  outDir: string;
  base: string;
  links?: LinkPolicy;
}

/** The build thread's start-up data. */
export interface BuildThreadData {
  options: ThreadBuildOptions;
  /** Run from the bundle, the thread registers the TypeScript loader when the site first needs it; run from source, it has it already. */
  typescriptOnDemand: boolean;
}

/** An error as it crosses from the build thread, so the command line reports it as it would its own. */
export type ThreadError =
  | { kind: 'content'; errors: ContentErrorData[] }
  | { kind: 'usage'; message: string }
  | { kind: 'other'; message: string; stack?: string };

/** What the build thread posts: progress while rendering, then the report or the error that ended the build. */
export type BuildThreadMessage = { progress: [done: number, total: number] } | { report: BuildReport } | { error: ThreadError };

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

/** Runs `build` in its own thread; resolves to its report, or rejects with the error that stopped it. */
export async function buildInThread(options: ThreadBuildOptions, onProgress: (done: number, total: number) => void): Promise<BuildReport> {
  const entry = await threadEntry('buildThread');
  // Before the build thread and its render workers exist, so that they compile with the settings from the start.
  useBatchBuildV8Flags();
  const workerData: BuildThreadData = { options, typescriptOnDemand: entry.bundled };
  const thread = new Worker(entry.file, { argv: entry.argv, workerData, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  return new Promise<BuildReport>((resolve, reject) => {
    let settled = false;
    thread.on('message', (message: BuildThreadMessage) => {
      if ('progress' in message) onProgress(...message.progress);
      else {
        settled = true;
        if ('report' in message) resolve(message.report);
        else reject(deserializeError(message.error));
      }
    });
    thread.on('error', (error) => {
      settled = true;
      reject(error);
    });
    thread.on('exit', (code) => {
      if (!settled) reject(new Error(`the build thread stopped (exit ${code}) before finishing`));
    });
  });
}
