/**
 * Inside the build thread: answer each request in turn. A build gets a pool of render workers, which it starts as soon
 * as it knows it will render many pages (see build.ts); the session of the last good build answers single-page rebuilds.
 */
import { on } from 'node:events';
import { parentPort } from 'node:worker_threads';
import type { BuildSession } from './buildSession.ts';
import { serializeError, type BuildThreadMessage, type BuildThreadRequest, type ThreadBuildOptions } from './buildThread.ts';
import { renderWorkerPool } from './renderWorkers.ts';
import { inPercentSteps } from './progressSteps.ts';

const post = (message: BuildThreadMessage) => parentPort!.postMessage(message);
let session: BuildSession | null = null;

async function runBuild(options: ThreadBuildOptions): Promise<BuildThreadMessage> {
  session = null;
  const renderWorkers = await renderWorkerPool();
  try {
    const { build } = await import('./build.ts');
    const report = await build({ ...options, renderWorkers, onProgress: inPercentSteps((done, total) => post({ progress: [done, total] })), onSession: (s) => (session = s) });
    return { report };
  } finally {
    await renderWorkers.close();
  }
}

async function answer(request: BuildThreadRequest): Promise<BuildThreadMessage> {
  if ('build' in request) return runBuild(request.build);
  const { absFile, devClient } = request.rebuildPage;
  return { rebuilt: session ? await session.rebuildPage(absFile, devClient) : null };
}

for await (const [request] of on(parentPort!, 'message') as AsyncIterableIterator<[BuildThreadRequest]>) {
  try {
    post(await answer(request));
  } catch (error) {
    post({ error: serializeError(error) });
  }
}
