/**
 * `serve --watch`: rebuilds when content changes and tells open pages over server-sent events: a page rebuilt alone is
 * sent whole, for the pages showing it to patch in; after a site rebuild each fetches its page again (and patches it in
 * or reloads); a failed build shows its error.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import chokidar from 'chokidar';
import { startBuildThread } from '../build/buildThread.ts';
import { contentErrorsIn } from '../errors.ts';
import { bundleLiveReloadClient } from './liveReloadBundle.ts';
import { CLIENT_PATH, type LiveReloadEvents } from '../../runtime/liveReload/protocol.ts';
import { sendText } from '../server/respond.ts';
import type { RebuiltPage } from '../build/buildSession.ts';
import { isOutputPath, outputLayout } from '../build/outputLink.ts';
import type { LinkPolicy } from '../../runtime/config.ts';

export const EVENTS_PATH = '/__docsgen/events';
/** Longer than chokidar's window for merging changes of one file. */
const RECHECK_MS = 120;
/** Said in the terminal, over open pages and to requests while the served build is gone; names no path, as readers see it. */
const OUTPUT_REMOVED = 'The output folder was removed; it is rebuilt on the next save.';

export interface WatchMode {
  handleRequest(req: IncomingMessage, res: ServerResponse): boolean;
  close(): void;
}

/** Broken links a rebuild let through under the `warn` policy, listed where the author watches the rebuilds. */
function printBrokenLinks(warnings: readonly string[]): void {
  if (warnings.length) process.stdout.write(`${warnings.length} broken link(s), not failing under links: warn:\n${warnings.map((w) => `  ${w}\n`).join('')}`);
}

type BuildState = { ok: true } | { ok: false; message: string };

function describe(error: unknown): string {
  const contentErrors = contentErrorsIn(error);
  if (contentErrors) return contentErrors.map((e) => e.format()).join('\n');
  return (error as Error)?.stack ?? String(error);
}

export interface WatchOptions {
  root: string;
  outDir: string;
  /** Told after each successful rebuild, with what was rebuilt and how long it took. */
  onRebuilt?: (what: 'page' | 'site', ms: number) => void;
  /** Whether broken links fail a rebuild or are listed as warnings; overrides the config's `links`, as in `build`. */
  links?: LinkPolicy;
}

/**
 * Builds once, then rebuilds on every change, one build at a time, coalescing changes that arrive during a build.
 * An edit to the body of one Markdown page re-renders just that page; anything else rebuilds the site. A page whose
 * rebuild failed is retried with the next change, still alone: the last good site build is kept for page rebuilds.
 */
export async function startWatchMode(options: WatchOptions): Promise<WatchMode> {
  const clients = new Set<ServerResponse>();
  let state: BuildState = { ok: true };
  let running: Promise<void> | null = null;
  // Builds run in a thread of their own, as `docsgen build` runs them; it keeps the last good build for page rebuilds.
  const [builder, clientScript] = await Promise.all([startBuildThread(), bundleLiveReloadClient(EVENTS_PATH)]);
  const changed = new Set<string>();
  let fullBuildNeeded = false;
  /** Whether the build thread holds a good site build to rebuild pages against (the last site build succeeded). */
  let siteBuilt = false;
  /** Pages whose rebuild failed: rebuilt again with the next change, whichever file it is. */
  let failedPages: string[] = [];
  /** Counts successful builds; each page names the build that wrote it, so a page older than the last build reloads. */
  let buildId = 0;
  const clientUrl = (id: number) => `${CLIENT_PATH}?build=${id}`;
  /** Whether the served build is gone (its folder or the link to it deleted): no page can be written into it. */
  const outputGone = () => !fs.existsSync(options.outDir);

  const broadcast = <K extends keyof LiveReloadEvents>(event: K, data: LiveReloadEvents[K]) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const fullBuild = async (): Promise<'site'> => {
    siteBuilt = false;
    failedPages = [];
    const report = await builder.build({ root: options.root, outDir: options.outDir, base: '/', write: true, devClient: clientUrl(buildId + 1), rebuildsPages: true, links: options.links });
    siteBuilt = true;
    process.stdout.write(`Rebuilt ${report.pages.length} pages\n`);
    printBrokenLinks(report.brokenLinks);
    return 'site';
  };

  /** The page fast path when every change is a Markdown page the session can redo alone (and the last build was good). */
  const rebuild = async (changedFiles: string[], forceFull: boolean): Promise<RebuiltPage[] | 'site'> => {
    const files = [...new Set([...failedPages, ...changedFiles])];
    if (forceFull || !siteBuilt || outputGone() || files.length === 0 || !files.every((f) => f.endsWith('.md'))) return fullBuild();
    failedPages = files;
    const pages: RebuiltPage[] = [];
    for (const file of files) {
      const started = performance.now();
      const page = await builder.rebuildPage(file, clientUrl(buildId + 1));
      if (!page) return fullBuild();
      process.stdout.write(`Rebuilt ${page.route} in ${Math.round(performance.now() - started)} ms\n`);
      pages.push(page);
      printBrokenLinks(page.warnings);
    }
    failedPages = [];
    return pages;
  };

  const mtimeOf = (file: string) => {
    try {
      return fs.statSync(file).mtimeMs;
    } catch {
      return -1;
    }
  };

  const run = async (files: string[], forceFull: boolean) => {
    // chokidar drops a second change of the same file within 50 ms: look again once the dust settles.
    const seen = new Map(files.map((file) => [file, mtimeOf(file)]));
    setTimeout(() => {
      for (const [file, mtime] of seen) if (mtimeOf(file) !== mtime) schedule('change', file);
    }, RECHECK_MS);
    try {
      const started = performance.now();
      const rebuilt = await rebuild(files, forceFull);
      options.onRebuilt?.(rebuilt === 'site' ? 'site' : 'page', performance.now() - started);
      buildId += 1;
      state = { ok: true };
      if (rebuilt === 'site') broadcast('site-rebuilt', { buildId });
      else for (const { route, html } of rebuilt) broadcast('page', { route, buildId, html: Buffer.from(html).toString('utf8') });
    } catch (error) {
      // Past a content error the last site build is still good to rebuild pages against; past anything else (a file of
      // the output gone, a full disk) it may not be, and the next save builds the whole site.
      if (!contentErrorsIn(error)) siteBuilt = false;
      state = { ok: false, message: outputGone() ? OUTPUT_REMOVED : describe(error) };
      process.stderr.write(`Build failed:\n${state.message}\n`);
      broadcast('build-error', { message: state.message });
    }
  };

  /** Starts the next rebuild with every change gathered so far, unless one is running (it calls back when done). */
  const flush = () => {
    if (running || (changed.size === 0 && !fullBuildNeeded)) return;
    const files = [...changed];
    const forceFull = fullBuildNeeded;
    changed.clear();
    fullBuildNeeded = false;
    running = run(files, forceFull).finally(() => {
      running = null;
      flush();
    });
  };

  const schedule = (event: string, file: string) => {
    if (event === 'change') changed.add(file);
    else fullBuildNeeded = true;
    flush();
  };

  await run([], true);
  // The whole site folder (content, public, config, and here the generator's own layouts), minus output and caches.
  // One existing path on purpose: given paths that don't exist, chokidar 4 reports ready several times and then no events.
  const output = outputLayout(options.outDir);
  const watcher = chokidar.watch(options.root, {
    ignoreInitial: true,
    ignored: (file) =>
      /(^|[\\/])(node_modules|dist|\.git|\.docsgen-cache|\.docsgen-data)([\\/]|$)|\.staging-/.test(file) || isOutputPath(output, file),
    depth: 20,
  });
  watcher.on('error', (error) => process.stderr.write(`docsgen: the file watcher failed: ${(error as Error).message}\n`));
  watcher.on('all', schedule);
  // Until the first scan is done, an edit can go unnoticed: the server starts only once the watcher sees everything.
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    handleRequest(req, res) {
      const url = req.url ?? '';
      if (url.split('?')[0] === CLIENT_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(clientScript);
        return true;
      }
      if (url === EVENTS_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(`event: hello\ndata: ${JSON.stringify({ ...state, buildId })}\n\n`);
        // Quiet between builds by design: the server's idle timeout is for other connections.
        req.socket.setTimeout(0);
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      if (outputGone()) {
        sendText(res, 503, running ? 'The output folder was removed; it is being rebuilt.' : OUTPUT_REMOVED, { 'Retry-After': 1 });
        return true;
      }
      return false;
    },
    close() {
      void watcher.close();
      void builder.close();
      for (const client of clients) client.end();
    },
  };
}
