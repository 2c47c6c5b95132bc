/**
 * Inside the build thread: answer each request in turn. A build starts its render workers first thing (they load
 * React, MUI and the Markdown pipeline on the other cores while this thread loads the build and the site); the session
 * of the last good build answers single-page rebuilds.
 */
import { on } from 'node:events';
import { parentPort } from 'node:worker_threads';
import type { BuildSession } from './buildSession.ts';
import { serializeError, type BuildThreadMessage, type BuildThreadRequest, type ThreadBuildOptions } from './buildThread.ts';
import { startRenderWorkers } from './renderWorkers.ts';

const post = (message: BuildThreadMessage) => parentPort!.postMessage(message);
let session: BuildSession | null = null;

async function runBuild(options: ThreadBuildOptions): Promise<BuildThreadMessage> {
  session = null;
  const renderWorkers = await startRenderWorkers();
  try {
    const { build } = await import('./build.ts');
    const report = await build({ ...options, renderWorkers, onProgress: (done, total) => post({ progress: [done, total] }), onSession: (s) => (session = s) });
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
