/**
 * Inside the build thread: answer each request in turn. A build gets a pool of render workers, started before the
 * build's own modules load when it is expected to render (expectedRenders.ts), else once it knows it must; the session
 * of the last good build answers single-page rebuilds.
 */
import { on } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import type { BuildSession } from './buildSession.ts';
import { serializeError, type BuildThreadData, type BuildThreadMessage, type BuildThreadRequest, type ThreadBuildOptions } from './buildThread.ts';
import { renderWorkerPool } from './renderWorkers.ts';
import { expectedRenders } from '../cache/expectedRenders.ts';
import { percentSteps } from './progressSteps.ts';

const post = (message: BuildThreadMessage) => parentPort!.postMessage(message);
let session: BuildSession | null = null;

async function runBuild(options: ThreadBuildOptions): Promise<BuildThreadMessage> {
  session = null;
  const renderWorkers = await renderWorkerPool({ buildThreadRenders: (workerData as BuildThreadData | null)?.renders ?? true });
  try {
    // Started now, the workers load their modules on the other cores while this thread loads and prepares the site.
    if ((options.expectedRenders ?? expectedRenders(options.root, options.outDir)).startWorkers) renderWorkers.start();
    const { build } = await import('./build.ts');
    const onProgress = percentSteps((done, total) => post({ progress: [done, total] }));
    // Kept only for builds that pages are rebuilt after: a session holds every page's element ids, among others.
    const report = await build({ ...options, renderWorkers, onProgress, onSession: options.rebuildsPages ? (s) => (session = s) : undefined });
    return { report };
  } finally {
    await renderWorkers.close();
  }
}

/** In watch mode, what a warm build did without (the renderer) is loaded once it is done, before the first edit needs it. */
async function prepareForEdits(): Promise<void> {
  await session?.prepare();
}

async function answer(request: BuildThreadRequest): Promise<BuildThreadMessage> {
  if ('build' in request) return runBuild(request.build);
  const { absFile, devClient } = request.rebuildPage;
  return { rebuilt: session ? await session.rebuildPage(absFile, devClient) : null };
}

for await (const [request] of on(parentPort!, 'message') as AsyncIterableIterator<[BuildThreadRequest]>) {
  try {
    post(await answer(request));
    if ('build' in request && request.build.rebuildsPages) await prepareForEdits();
  } catch (error) {
    post({ error: serializeError(error) });
  }
}
