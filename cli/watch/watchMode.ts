/** `serve --watch`: rebuilds when content changes and tells open pages over server-sent events to reload (or to show the build error). */
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import chokidar from 'chokidar';
import { build } from '../build/build.tsx';
import { ContentError, ContentErrors } from '../errors.ts';
import { liveReloadClient } from './liveReloadClient.ts';

export const EVENTS_PATH = '/__docsgen/events';
export const CLIENT_PATH = '/__docsgen/client.js';

export interface WatchMode {
  handleRequest(req: IncomingMessage, res: ServerResponse): boolean;
  close(): void;
}

type BuildState = { ok: true } | { ok: false; message: string };

function describe(error: unknown): string {
  if (error instanceof ContentErrors) return error.errors.map((e) => e.format()).join('\n');
  if (error instanceof ContentError) return error.format();
  return (error as Error)?.stack ?? String(error);
}

/** Builds once, then rebuilds on every change, one build at a time, coalescing changes that arrive during a build. */
export async function startWatchMode(options: { root: string; outDir: string }): Promise<WatchMode> {
  const clients = new Set<ServerResponse>();
  let state: BuildState = { ok: true };
  let running: Promise<void> | null = null;
  let pending = false;

  const broadcast = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const runBuild = async () => {
    const started = performance.now();
    try {
      const report = await build({ root: options.root, outDir: options.outDir, base: '/', devClient: CLIENT_PATH });
      state = { ok: true };
      process.stdout.write(`Rebuilt ${report.pages.length} pages in ${(performance.now() - started).toFixed(0)} ms\n`);
      broadcast('reload', {});
    } catch (error) {
      state = { ok: false, message: describe(error) };
      process.stderr.write(`Build failed:\n${state.message}\n`);
      broadcast('error', { message: state.message });
    }
  };

  const schedule = () => {
    if (running) {
      pending = true;
      return;
    }
    running = runBuild().finally(() => {
      running = null;
      if (pending) {
        pending = false;
        schedule();
      }
    });
  };

  await runBuild();
  const watcher = chokidar.watch(
    ['content', 'public', 'site.config.ts', 'pages', 'nav'].map((p) => path.join(options.root, p)).concat(options.root),
    {
      ignoreInitial: true,
      ignored: (file) => /(^|[\\/])(node_modules|dist|\.git|\.docsgen-cache|\.docsgen-data)([\\/]|$)|\.staging-/.test(file) || file.startsWith(options.outDir),
      depth: 20,
    },
  );
  watcher.on('all', schedule);

  return {
    handleRequest(req, res) {
      const url = req.url ?? '';
      if (url === CLIENT_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(liveReloadClient(EVENTS_PATH));
        return true;
      }
      if (url === EVENTS_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(`event: hello\ndata: ${JSON.stringify(state)}\n\n`);
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      return false;
    },
    close() {
      void watcher.close();
      for (const client of clients) client.end();
    },
  };
}
